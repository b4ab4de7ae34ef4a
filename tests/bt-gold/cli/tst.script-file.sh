# A script file given as an operand, with positional parameters after it.
. "$TESTDIR/../lib.sh"
cat >"$T/prog.bt" <<'BT'
BEGIN
{
	printf("%s has %d args, first %s\n", "prog.bt", $#, str($1));
	exit();
}
BT
"$BTRACE" "$T/prog.bt" alpha beta
echo "status $?"
