# FreeBSD's structured output prints aggregations at exit only with -O
# (-x exitaggs); --libxo json is -x oformat=json (libxo's "pretty" is
# taken and changes nothing); printa() prints in its record either way.
d='BEGIN { @a = count(); @b = sum(3); printa(@b); exit(0); }'
echo "-x oformat=json:"
$DTRACE -x oformat=json -qn "$d" | jq -c 'del(.timestamp, .cpu)'
echo "-O --libxo json,pretty:"
$DTRACE -O --libxo json,pretty -qn "$d" | jq -c 'del(.timestamp, .cpu)'
echo "--libxo=json -x exitaggs:"
$DTRACE --libxo=json -x exitaggs -qn "$d" | jq -c 'del(.timestamp, .cpu)'
echo "text: -O changes nothing"
$DTRACE -O -qn "$d" >/tmp/exitaggs.$$
$DTRACE -qn "$d" | cmp - /tmp/exitaggs.$$ && grep -c . /tmp/exitaggs.$$
rm -f /tmp/exitaggs.$$
