# kinst.sh -- sourced by the kinst tests: they run where the kernel allows
# kprobes (tests/vm/ boots such a kernel, with objdump copied in);
# elsewhere they are skipped with dtrace's reason (err.unavailable.sh tests
# that refusal).  kinst_insns FUNC prints "OFFSET MNEMONIC" for each
# instruction of the kernel function FUNC as objdump decodes it from
# /proc/kcore, between its /proc/kallsyms address and the next symbol's:
# the padding after its last real instruction (nops, int3) left out, and
# every int3 (kprobes refuse them), as kinst does (docs/kinst.md).
# kinst_insns FUNC int3 prints the offsets of those int3 instead, and
# kinst_insns FUNC end the offset where the last instruction ends.
_why=$($DTRACE -l -n 'kinst::do_sys_openat2:0' 2>&1 >/dev/null)
case $_why in
*"not available"*)
	echo "kinst probes${_why#*: kinst probes}" >&2
	exit 77 ;;
esac
command -v objdump >/dev/null || { echo "no objdump" >&2; exit 77; }

kinst_insns() {
	_a=$(awk -v f="$1" '$3 == f { print $1; exit }' /proc/kallsyms)
	_n=$(awk -v a="$_a" '$1 > a && (n == "" || $1 < n) { n = $1 }
	    END { print n }' /proc/kallsyms)
	objdump -d --start-address=0x$_a --stop-address=0x$_n /proc/kcore |
	awk -F '\t' -v a="$_a" -v e="$_n" -v mode="${2:-}" '
	BEGIN { n = 0 }
	function hex(s,   i, v) {
		v = 0
		for (i = 1; i <= length(s); i++)
			v = v * 16 + index("0123456789abcdef", substr(s, i, 1)) - 1
		return v
	}
	NF >= 3 && $1 ~ /^ *[0-9a-f]+:$/ {
		sub(/^ */, "", $1); sub(/:$/, "", $1)
		off[n] = hex(substr($1, 9)) - hex(substr(a, 9))
		m = $3; sub(/ +.*/, "", m)
		if (m == "cs") { m = $3; sub(/^cs +/, "", m); sub(/ +.*/, "", m) }
		mn[n] = m; op[n] = $3; n++
	}
	END {
		total = n
		while (n > 0 && (mn[n - 1] ~ /^nop/ || mn[n - 1] == "int3" ||
		    op[n - 1] ~ /^xchg +%ax,%ax$/))
			n--
		if (mode == "end")
			print n < total ? off[n] : hex(substr(e, 9)) - \
			    hex(substr(a, 9))
		for (i = 0; i < n; i++)
			if (mode == "" && mn[i] != "int3")
				print off[i], op[i]
			else if (mode == "int3" && mn[i] == "int3")
				print off[i]
	}'
}
