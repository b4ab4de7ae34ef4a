# fbt.sh -- sourced by the fbt tests that trace kernel functions: they run
# where the kernel allows kprobes or fentry (tests/vm/ boots such a
# kernel); elsewhere they are skipped with dtrace's reason (err.unavailable.sh
# tests that refusal).
_why=$($DTRACE -l -n 'fbt::do_sys_openat2:entry' 2>&1 >/dev/null)
case $_why in
*"not available"*)
	echo "fbt probes${_why#*: fbt probes}" >&2
	exit 77 ;;
esac
