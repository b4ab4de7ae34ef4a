/*
 * Pointer arithmetic keeps the pointer's type and counts in the size of
 * what it points to; the difference of two pointers counts elements.
 * @@flags: -q
 */
BEGIN
{
	printf("%c %c %c\n", *(&curthread->comm[0] + 1),
	    *(1 + &curthread->comm[0]), *(&curthread->comm[3] - 2));
	printf("[%s]\n", stringof(&curthread->comm[0] + 2));
	printf("%d\n", strlen(stringof((char *)curthread + 1)) >= 0);
	p = &curthread->pid;
	q = p + 2;
	printf("%d %d %d\n", q - p, (long)q - (long)p, (char *)q - (char *)p);
	exit(0);
}
