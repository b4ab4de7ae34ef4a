/*
 * The simplest script: BEGIN fires once, prints, and exits.
 * @@flags: -q
 */
BEGIN { printf("hello\n"); exit(0); }
