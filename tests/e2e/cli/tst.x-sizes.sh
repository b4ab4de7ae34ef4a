# bufsize in DTrace's size forms (-b and -x, k m suffixes either case,
# bare bytes) all trace.
for b in "-b 64k" "-b 2M" "-x bufsize=1m" "-x bufsize=262144" "-x bufsize=16K"; do
	$DTRACE $b -qn 'BEGIN { printf("%s ok\n", $$1); exit(0); }' "${b#-}"
done
