# -V prints the D version.
$DTRACE -V
