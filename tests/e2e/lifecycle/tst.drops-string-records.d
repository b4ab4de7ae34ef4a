/*
 * A string is recorded as DTrace records it, strsize bytes (a literal
 * too), so that bufsize holds as many records as DTrace's: 2 KiB each
 * here, 7 of the 10 fit in 16 KiB, the other 3 are drops.
 * @@flags: -q -x droptags -x bufsize=16k -x strsize=1k
 */
BEGIN { trace("a"); trace("b"); }
BEGIN { trace("c"); trace("d"); }
BEGIN { trace("e"); trace("f"); }
BEGIN { trace("g"); trace("h"); }
BEGIN { trace("i"); trace("j"); }
BEGIN { trace("k"); trace("l"); }
BEGIN { trace("m"); trace("n"); }
BEGIN { trace("o"); trace("p"); }
BEGIN { trace("q"); trace("r"); }
BEGIN { trace("s"); trace("t"); }
BEGIN { exit(0); }
