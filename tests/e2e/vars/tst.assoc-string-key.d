/*
 * String keys are compared by value: a key built at run time finds the
 * element stored under a literal; the empty string is a key too.
 * @@flags: -q
 */
BEGIN
{
	s["alpha"] = 1;
	s["beta"] = 2;
	s[""] = 3;
	k = strjoin("al", "pha");
	printf("%d %d %d %d %d\n", s[k], s["beta"], s[""], s["alph"],
	    s["alphabet"]);
	exit(0);
}
