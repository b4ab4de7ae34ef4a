/*
 * After exit(), END fires and its output comes before the final newline.
 * @@flags: -q
 */
BEGIN
{
	printf("begin\n");
	exit(0);
}

END
{
	printf("end\n");
}
