/*
 * stdc says how the preprocessor runs: a program cannot set it, as in
 * DTrace ("Option cannot be used from within a D program").
 * @@flags: -x errtags
 */
#pragma D option stdc=c
BEGIN { exit(0); }
