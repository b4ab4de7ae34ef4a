# -l implies -Z: a description that matches nothing prints the header,
# a message naming it, and the status stays 0.
$DTRACE -l -n 'nosuch:::'
echo "status $?"
