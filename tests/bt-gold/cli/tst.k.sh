# -kk reports failing BPF helpers, read helpers included (a string read
# from address 0), as warnings with the source location; -k leaves out
# the read helpers; without either nothing is said.
. "$TESTDIR/../lib.sh"
prog='BEGIN { printf("[%s]\n", str(0)); exit(); }'
echo "-kk:"
"$BTRACE" -kk -e "$prog"
echo "-k:"
"$BTRACE" -k -e "$prog"
echo "neither:"
"$BTRACE" -e "$prog"
