BEGIN { trace(curpsinfo); }
