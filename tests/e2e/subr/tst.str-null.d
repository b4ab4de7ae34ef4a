/*
 * A string compares with NULL as DTrace compares them, NULL reading as
 * the empty string: what strchr(), strrchr() and strstr() do not find
 * is == NULL, what they find is != NULL (and > NULL).
 * @@flags: -q
 */
BEGIN
{
	printf("%d %d %d\n", strchr("abc", 'z') == NULL,
	    strchr("abc", 'b') != NULL, NULL == strstr("abc", "x"));
	printf("%d %d %d %d\n", strchr("abc", 'b') > NULL,
	    NULL < strrchr("abc", 'b'), strchr("abc", 'b') == NULL,
	    strrchr("abc", 'z') != NULL);
	self->t1 = strchr("abcdefghij", 'Z');
	this->t2 = strstr("ABCDEFGHIJ", "a");
	printf("%d %d %d\n", self->t1 == NULL, this->t2 == NULL,
	    self->t1 == this->t2);
	exit(0);
}
