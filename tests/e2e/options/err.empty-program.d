/*
 * A program of nothing but comments and pragmas is DTrace's compile error
 * D_EMPTY, at the line where its text ends, unless -x empty
 * (tst.empty-allowed.sh).
 * @@flags: -x errtags
 */
#pragma D option quiet
