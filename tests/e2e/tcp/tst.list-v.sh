# tcp: every probe, with DTrace's argument types (IDs vary: left out)
$DTRACE -lv -n tcp::: | sed 's/^ *[0-9][0-9]* //'
