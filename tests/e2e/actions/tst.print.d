/*
 * print() shows a value with its type: integers in hex, strings and char
 * arrays as strings, structs one member per line with nested structs
 * and arrays.
 * @@flags: -q
 */
BEGIN
{
	print(1234);
	print(0);
	print("str");
	print(curthread->comm);
	print(curthread->cred->cap_inheritable);
	printf("\n");
	print(curthread->cred->uid);
	printf("\n");
	exit(0);
}
