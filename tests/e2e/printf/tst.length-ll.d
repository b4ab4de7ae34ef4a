/*
 * The ll length modifier: %lld %llu %llx %llX %lli %llo.
 * @@flags: -q
 */
BEGIN
{
	printf("%lld %llu %llx %llX %lli %llo\n",
	    (long long)0x8000000000000000, (unsigned long long)-1,
	    (long long)-1, (long long)0xabc, (long long)42,
	    (unsigned long long)64);
	exit(0);
}
