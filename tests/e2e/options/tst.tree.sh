# -x tree=N: the syntax tree on stderr after the passes N's bits name, with
# DTrace's headings: 1 after parsing, 2 and 4 after the semantic pass.  The
# tree is this compiler's own.  Only a count above 0 is accepted.
$DTRACE -x tree=1 -e -n 'BEGIN { x = 1; }'
echo "--"
$DTRACE -x tree=6 -e -n 'BEGIN { x = 1; }' 2>&1 | grep Pass
