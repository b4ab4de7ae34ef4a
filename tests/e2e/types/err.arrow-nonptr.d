BEGIN { trace(pid->x); }
