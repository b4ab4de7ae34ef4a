/* @@flags: -x errtags */ /* an unknown option in a pragma */
#pragma D option nosuchopt
BEGIN { exit(0); }
