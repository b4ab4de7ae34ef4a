# a description with fields left out is printed in full, provider:mod:func:name,
# in the error message.
$DTRACE -x errtags -n 'begin { }'
$DTRACE -x errtags -n 'nosuch:entry { }'
exit 1
