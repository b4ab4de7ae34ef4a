# @@exit: 0
# test: and bench: probes take a name (bpftrace 0.24 and later); --test
# and --bench report as text, run no -c command, and not both.  Expected
# output written by hand.
for p in 'test: { }' 'bench:a:b { }' 'test:* { }'; do
	"$BTRACE" --test -e "$p" 2>&1
	echo "status $?"
done
"$BTRACE" --test -f json -e 'test:a { }' 2>&1
echo "status $?"
"$BTRACE" --bench -c true -e 'bench:a { }' 2>&1
echo "status $?"
"$BTRACE" --test --bench -e 'bench:a { }' 2>&1
echo "status $?"
