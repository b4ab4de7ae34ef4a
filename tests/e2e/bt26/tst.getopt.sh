# getopt() (bpftrace 0.24 and later, docs/language.md "Named
# Parameters"): --name=value after the program; without a default a
# boolean flag, else of the default's type; positional parameters are
# numbered as bpftrace 0.17 numbers them (the named ones among them).
# The documentation's example gives 20 and true (printed 1 here: a
# boolean is an integer in bpftrace 0.17's language); then a value that
# is not the default's type.
$BTRACE -e 'BEGIN { printf("%d %d %d %s %s\n", getopt("aa", 1), getopt("bb"), getopt("cc"), getopt("dd", "none"), str($1)); exit(); }' p1 -- --aa=20 --bb p2
echo "status $?"
$BTRACE -e 'BEGIN { printf("%d %s\n", getopt("depth", 35), getopt("name", "x")); exit(); }' -- --name=yes
echo "status $?"
$BTRACE -e 'BEGIN { printf("%d\n", getopt("depth", 35)); exit(); }' -- --depth=deep 2>&1
echo "status $?"
