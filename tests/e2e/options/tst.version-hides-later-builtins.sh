# version=V hides the built-ins DTrace binds to later versions: under 1.0
# strstr() (D 1.1) is no function and a script may declare a variable of
# that name; under 1.1 it is a built-in again and may not be redeclared.
# __SUNW_D_VERSION is the version in force, numbered as DTrace numbers
# versions (major << 24 | minor << 12 | micro).
$DTRACE -x version=1.0 -qn 'BEGIN { trace(strstr("abc", "b")); }'
echo "status $?"
cat > /tmp/dtrace-e2e-vers.$$.d <<'D'
#pragma D option version=1.0
int strstr;
BEGIN { strstr = 3; printf("%d\n", strstr); exit(0); }
D
$DTRACE -qs /tmp/dtrace-e2e-vers.$$.d
sed -i 's/version=1.0/version=1.1/' /tmp/dtrace-e2e-vers.$$.d
$DTRACE -qs /tmp/dtrace-e2e-vers.$$.d 2>&1 | sed 's/script .*: line/script: line/'
rm -f /tmp/dtrace-e2e-vers.$$.d
$DTRACE -x version=1.2 -qn 'BEGIN { @ = stddev(1); }'
$DTRACE -x version=1.6 -qn 'BEGIN { @ = stddev(1); printa("%@d\n", @); exit(0); }'
$DTRACE -C -qn 'BEGIN { printf("%x\n", __SUNW_D_VERSION); exit(0); }'
$DTRACE -C -x version=1.6.3 -qn 'BEGIN { printf("%x\n", __SUNW_D_VERSION); exit(0); }'
