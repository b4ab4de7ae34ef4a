# -c splits CMD at each space: quotes are not special, and two spaces
# make an empty argument.
. "$TESTDIR/../lib.sh"
"$BTRACE" -e 'END { printf("end\n"); }' -c "/bin/echo 'a  b' c"
echo "status $?"
