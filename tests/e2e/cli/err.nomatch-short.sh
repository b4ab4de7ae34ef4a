# a description with fields left out is printed in full, provider:mod:func:name,
# in the error message.
$DTRACE -n 'begin { }'
$DTRACE -n 'nosuch:entry { }'
exit 1
