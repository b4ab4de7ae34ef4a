# -B none, line and full change when output is flushed, not what it is.
. "$TESTDIR/../lib.sh"
for m in none line full; do
	echo "-B $m:"
	"$BTRACE" -B "$m" -e 'BEGIN { printf("a\n"); printf("b"); @x = 1; exit(); }'
done
