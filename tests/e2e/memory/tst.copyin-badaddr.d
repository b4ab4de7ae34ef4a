/*
 * copyin() of a bad user address is a fault: DTrace's message with the
 * address.
 * @@flags: -q
 */
BEGIN { trace(*(int *)copyin(16, 4)); }
BEGIN { exit(0); }
