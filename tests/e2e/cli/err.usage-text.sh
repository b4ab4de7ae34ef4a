# an illegal option: getopt's message, then DTrace's whole usage text on
# stderr, nothing on stdout, status 2.
# @@exit: 2
$DTRACE -y
