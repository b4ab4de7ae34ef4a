# -l -P profile lists the profile provider's predefined probes, as
# illumos defines them.
$DTRACE -l -P profile | sed 's/^ *[0-9][0-9]* /  NNN /'
