/* @@flags: -x errtags */ /* a missing provider stops compilation */
#pragma D depends_on provider nosuch
BEGIN { exit(0); }
