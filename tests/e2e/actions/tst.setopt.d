/*
 * setopt() changes an option while tracing; an unknown one is reported.
 */
BEGIN
{
	setopt("quiet");
	setopt("nosuchoption", "1");
}

BEGIN
{
	printf("quiet now\n");
	exit(0);
}
