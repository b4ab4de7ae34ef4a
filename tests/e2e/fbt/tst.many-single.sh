# Which attachment fbt chooses for a program of many probes where the
# kernel has fentry but no kprobe_multi links (Debian 12's 6.1; elsewhere
# DTRACE_NO_KPROBE_MULTI=1 does without them): the entries and returns of
# the 70-odd vfs_* functions go through a kprobe or kretprobe perf event
# each (link type perf), faster to detach than fentry/fexit trampolines;
# a program of few probes (vfs_read's entry and return) through
# fentry/fexit (link type tracing).  The same counts either way:
# readloop's 25 one-byte reads.  Then btrace's kretfunc: reading args->
# among many probes: its return stays on fexit, the only one that sees the
# function's arguments there (args->count is 1 at the 25 reads'
# returns, which return 1).
. ./fbt.sh
export DTRACE_NO_KPROBE_MULTI=1
for probes in 'fbt::vfs_*:entry' 'fbt::vfs_read:entry'; do
	echo "$probes"
	fbt_links "$probes"
done
$BTRACE -e 'kprobe:vfs_* /pid == cpid && arg2 == 1/ { @entry[func] = count(); }
kretfunc:vfs_read /pid == cpid && args->count == 1/ { @ret[retval] = count(); }' \
    -c "$PROGS/readloop 25" | sed '/^Attaching /d; /^$/d'
