/*
 * Once a clause's exit() has run, the later clauses of the same firing do
 * not run (the exit status is the first exit()'s); END's clauses all run.
 * @@flags: -q
 */
BEGIN
{
	printf("first\n");
	exit(0);
	printf("rest of the first clause\n");
}

BEGIN
{
	printf("not reached\n");
	exit(1);
}

END
{
	printf("end 1\n");
}

END
{
	printf("end 2\n");
}
