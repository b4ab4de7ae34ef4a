/* @@flags: -x errtags */ /* pid provider: a process that does not exist */
pid2147483:a.out:main:entry
{
	exit(0);
}
