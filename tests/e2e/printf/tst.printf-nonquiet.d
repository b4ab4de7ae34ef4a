/*
 * printf() in default (non-quiet) mode: the header, the probe columns,
 * the output, the newline ending the record; the matched notice.
 */
BEGIN
{
	printf("hello %d", 5);
	exit(0);
}
