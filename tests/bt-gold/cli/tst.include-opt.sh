# --include FILE includes a header before the program; -I DIR adds a
# directory where #include <...> looks.
. "$TESTDIR/../lib.sh"
mkdir "$T/inc"
echo '#define FROM_INCLUDE 11' >"$T/first.h"
echo '#define FROM_DIR 22' >"$T/inc/second.h"
"$BTRACE" --include "$T/first.h" -e 'BEGIN { printf("%d\n", FROM_INCLUDE); exit(); }'
"$BTRACE" -I "$T/inc" -e '#include <second.h>
BEGIN { printf("%d\n", FROM_DIR); exit(); }'
echo "status $?"
