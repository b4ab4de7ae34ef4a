# a rate of zero or a bad unit is no probe
$DTRACE -n 'tick-0 { }'
$DTRACE -n 'tick-5parsecs { }'
exit 1
