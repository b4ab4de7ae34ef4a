# fbt.sh -- sourced by the fbt tests that trace kernel functions: they run
# where the kernel allows kprobes or fentry (tests/vm/ boots such a
# kernel); elsewhere they are skipped with dtrace's reason (err.unavailable.sh
# tests that refusal).  fbt_links PROBES runs dtrace (with the caller's
# DTRACE_NO_* settings) on the probes PROBES names while readloop makes 25
# one-byte reads: at the first probe hit, the link types the tracer holds
# and whether it holds perf events (how fbt attached them), then how many
# of those reads each entry probe and vfs_read's return saw.
_why=$($DTRACE -l -n 'fbt::do_sys_openat2:entry' 2>&1 >/dev/null)
case $_why in
*"not available"*)
	echo "fbt probes${_why#*: fbt probes}" >&2
	exit 77 ;;
esac

fbt_links() {
	$DTRACE -wqn "
	$1 /pid == \$target && !done/ {
		done = 1;
		system(\"grep -h link_type /proc/%d/fdinfo/* | sort -u; ls -l /proc/%d/fd | grep -q perf_event && echo perf events || echo no perf event\", \$pid, \$pid);
	}
	$1 /pid == \$target && arg2 == 1/ {
		@[probefunc, probename] = count();
	}
	fbt::vfs_read:return /pid == \$target && arg1 == 1/ {
		@[probefunc, probename] = count();
	}
	END { printa(\"%s %s %@d\n\", @); }" -c "$PROGS/readloop 25" |
	    sed '/^$/d'
}
