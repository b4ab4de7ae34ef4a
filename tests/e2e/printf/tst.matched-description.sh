# The "description '...' matched N probe(s)" notice of -n: the text up to
# the '{', singular and plural.
$DTRACE -n 'BEGIN { exit(0); }' >/dev/null
$DTRACE -n 'BEGIN,END { exit(0); }' >/dev/null
$DTRACE -n 'dtrace::: { exit(0); }' >/dev/null
