BEGIN { trace(((void *)0)->x); }
