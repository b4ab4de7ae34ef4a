# ip: every probe, with DTrace's argument types (IDs vary: left out)
$DTRACE -lv -n ip::: | sed 's/^ *[0-9][0-9]* //'
