/* @@flags: -x errtags */ /* lockstat: acquisitions and releases have no tracepoint */
lockstat:::adaptive-acquire
{
	exit(0);
}
