# kinst::do_sys_openat2: counts the instructions the target's opens run:
# openloop PATH N opens PATH N times (the dynamic loader's opens come
# first: only those of PATH are counted, the path being in rsi at the
# first instruction), each open of a missing file runs the same path
# through the function, an instruction N times, and so for an existing
# file (another path: they differ); the first instruction runs at every
# call, and every offset counted is an instruction's (kinst_insns).
# A probe and a program for each of ~100 instructions: slow under the
# emulator:
# @@timeout: 120
. ./kinst.sh
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
kinst_insns do_sys_openat2 | awk '{ print $1 }' >"$T/objdump"
for f in /nonexistent /etc/passwd; do
	o=$T/$(basename "$f")
	$DTRACE -qn '
	kinst::do_sys_openat2:0 /pid == $target/ {
		self->in = copyinstr(regs[R_RSI]) == $$1;
	}
	kinst::do_sys_openat2: /self->in/ { @[probename] = count(); }
	' -c "$PROGS/openloop $f 4" "$f" | awk 'NF == 2' | sort -n >"$o"
	echo "$f: first instruction: $(awk '$1 == 0 { print $2 }' "$o")"
	echo "$f: counts other than 4: $(awk '$2 != 4' "$o" | wc -l)"
	echo "$f: offsets that are not instructions: $(awk '{ print $1 }' \
	    "$o" | grep -vxFf "$T/objdump" | wc -l)"
	echo "$f: more than 10 instructions: $([ $(wc -l <"$o") -gt 10 ] &&
	    echo yes)"
done
cmp -s "$T/nonexistent" "$T/passwd" || echo "the two paths differ"
