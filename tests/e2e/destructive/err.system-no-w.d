/* system() is destructive: without -w tracing is refused */
#pragma D option quiet
BEGIN { system("echo should not run"); exit(0); }
