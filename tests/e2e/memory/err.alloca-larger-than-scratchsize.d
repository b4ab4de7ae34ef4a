/*
 * A size known when the program is built that cannot fit in scratchsize
 * (here Oracle's default, 256 bytes; rounded up to 8) is DTrace's compile
 * error D_ALLOCA_SIZE, worded as Oracle's DTrace words it.
 * @@flags: -x errtags -x scratchsize=256
 */
BEGIN
{
	a = alloca(256);
	b = alloca(257);
}
