/* @@flags: -x errtags */ /* one aggregation, one function: the message shows both definitions */
BEGIN { @a = count();
	@a = sum(1); exit(0); }
