# a rate of zero or a bad unit is no probe
$DTRACE -x errtags -n 'tick-0 { }'
$DTRACE -x errtags -n 'tick-5parsecs { }'
exit 1
