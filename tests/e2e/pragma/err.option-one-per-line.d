/* @@flags: -x errtags */
/*
 * #pragma D option takes one option: anything after it is DTrace's
 * D_PRAGMA_MALFORM.
 */
#pragma D option quiet
#pragma D option nspec=24 * 44
BEGIN { exit(0); }
