# A script made executable with a "#!" line naming the tracer runs by its
# own name; its arguments become $1...; the "#!" line is a comment.
. "$TESTDIR/../lib.sh"
{
	echo "#!$BTRACE"
	cat <<'BT'
// a tracing script run as a command
BEGIN
{
	printf("run as a command: %s %d\n", str($1), $2);
	exit();
}
BT
} >"$T/script.bt"
chmod +x "$T/script.bt"
"$T/script.bt" hello 5
echo "status $?"
