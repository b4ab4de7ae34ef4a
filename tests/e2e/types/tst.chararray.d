/*
 * A char array member reads as a string; indexed, it gives its chars;
 * stringof() and comparison work on it.
 * @@flags: -q
 */
BEGIN
{
	printf("[%s] [%s] %c%c %d\n", curthread->comm, stringof(curthread->comm),
	    curthread->comm[0], curthread->comm[5], curthread->comm[6]);
	printf("%d %d\n", curthread->comm == "dtrace", curthread->comm < "e");
	exit(0);
}
