/* @@flags: -x errtags */ /* $1 with no argument given */
BEGIN { trace($1); }
