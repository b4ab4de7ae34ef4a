BEGIN { trace((struct nosuch *)0); }
