/* an empty format string */
BEGIN { printf(""); exit(0); }
