# -F (flowindent): the FUNCTION header and "| " before probes that are
# neither entry nor return.
$DTRACE -F -n 'BEGIN { exit(0); }' 2>/dev/null | sed 's/^ *[0-9][0-9]* /  C /'
