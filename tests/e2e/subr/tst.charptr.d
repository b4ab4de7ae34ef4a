/*
 * A char * is accepted where a subroutine's prototype says string
 * (const char * in DTrace): the string it points to is read.
 * @@flags: -q
 */
BEGIN
{
	p = &curthread->comm[0];
	printf("%d %d\n", strlen(&curthread->comm[0]), strlen(curthread->comm));
	printf("[%s] [%s] [%s]\n", substr(p, 1, 3), toupper(p),
	    strjoin(p, (char *)&curthread->comm[1]));
	printf("%d [%s] [%s]\n", index(p, "ace"), strtok(p, "a"),
	    strtok(NULL, "a"));
	exit(0);
}
