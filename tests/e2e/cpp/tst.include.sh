# -I adds a directory where #include looks.
$DTRACE -qC -I"$TESTDIR/inc" -n '
#include "tst_inc.h"
BEGIN { printf("%d\n", FROM_INC); exit(0); }'
