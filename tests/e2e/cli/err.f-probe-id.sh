# -f names functions: a probe description that is a number (the digits
# before a '.', as DTrace reads them) names a probe id, which -f refuses
$DTRACE -f 4.56
