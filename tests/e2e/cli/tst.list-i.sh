# -l -i lists probes by numeric id; several -i accumulate.
$DTRACE -l -i 1
$DTRACE -l -i 2 -i 3
