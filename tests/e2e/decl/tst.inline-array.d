/*
 * Inline arrays: name[params] = expression, used as name[arguments],
 * the expression with each parameter given its argument (which may be
 * an inline array's value itself).  A struct the program defines hides
 * the kernel's of the same name.
 */
#pragma D option quiet

struct s {
	int s_x;
};

translator struct s < int T > {
	s_x = T + 1;
};

inline int add[int x, int y] = x + y;
inline int sq[int x] = x * x;
inline string tag[string a, int n] = strjoin(a, lltostr(n));
inline int next[int x] = (xlate < struct s > (x)).s_x;

BEGIN
{
	printf("%d %d %d %s %d %d\n", add[10, 20], sq[7], sq[sq[2]],
	    tag["ab", 12], next[123], sizeof (struct s));
	exit(0);
}
