/*
 * commit() or discard() of an id past nspec (a negative one too) is the
 * fault "illegal operation": ERROR fires with DTRACEFLT_ILLOP, and its
 * exit() stops the later clauses of the firing.
 * @@flags: -q
 */
BEGIN { commit(2); }
BEGIN { discard(-1); }
ERROR { printf("fault %d\n", arg4); }
ERROR /arg4 == DTRACEFLT_ILLOP && ++n == 2/ { exit(0); }
BEGIN { printf("not printed\n"); }
