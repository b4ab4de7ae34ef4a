# -X a|c|s|t (and -x stdc) say how the C preprocessor runs, in GNU cpp's
# terms: a (the default) and t are its ISO C with extensions, c strictly
# conforming ISO C (C99: no "linux" macro), s K&R C (traditional cpp,
# without __STDC__).
for m in a c s t; do
	$DTRACE -C -X $m -qn 'BEGIN { printf("'$m': %s %s\n",
#ifdef __STDC__
	    "__STDC__",
#else
	    "no __STDC__",
#endif
#ifdef linux
	    "linux"
#else
	    "no linux"
#endif
	    ); exit(0); }'
done
$DTRACE -C -x stdc=s -qn 'BEGIN {
#ifdef __STDC__
	printf("__STDC__\n");
#else
	printf("-x stdc=s: no __STDC__\n");
#endif
	exit(0); }'
$DTRACE -X q -n 'BEGIN { exit(0); }'
echo "status $?"
