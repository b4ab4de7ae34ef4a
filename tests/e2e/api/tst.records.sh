# dtrace_work()'s callbacks (tests/api/apitest.c -R printf): the probe
# callback once per firing (its description and enabled probe id), the
# record callback once per action with its values, then once with no
# record; printf()'s output taken by the callback, the others printed by
# the library; exit()'s status set whatever the callback says.
$B/api/apitest -R printf '
#pragma D option quiet
BEGIN
{
	trace(42);
	printf("%s-%d\n", "ab", 7);
	trace("str");
	exit(3);
}
END
{
	printf("end\n");
}'
echo
