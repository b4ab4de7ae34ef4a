# lib.sh -- helpers of the reliability tests, sourced by them (bash); not
# a test itself.  See README.md.

# wait_for FILE REGEX SECONDS: wait until FILE has a line matching REGEX
# (grep -E); status 1 if it has none after SECONDS.
wait_for() {
	local i
	for ((i = 0; i < $3 * 20; i++)); do
		grep -Eq -- "$2" "$1" 2>/dev/null && return 0
		sleep 0.05
	done
	return 1
}

# start_target FILE ARG...: start FILE ARG... in the background, its
# output to $T/prog, and set t to its process id once it runs FILE (the
# shell's child is the shell until it execs: a tracer grabbing it before
# would find the shell's a.out).
start_target() {
	local i
	"$@" >"$T/prog" &
	t=$!
	for ((i = 0; i < 200; i++)); do
		[ /proc/$t/exe -ef "$1" ] && return 0
		sleep 0.01
	done
	echo "start_target: $1 did not start" >&2
}

# bpf_ids PID KIND: the ids of the BPF objects of KIND (prog, link, map)
# that process PID holds through its file descriptors.
bpf_ids() {
	cat /proc/"$1"/fdinfo/* 2>/dev/null |
	    sed -n "s/^$2_id:[[:space:]]*//p" | sort -un
}

# bpf_alive KIND ID...: the ids among ID... of objects of KIND that still
# exist in the kernel (held by anyone, or attached).
bpf_alive() {
	local kind=$1 id
	shift
	for id in "$@"; do
		bpftool "$kind" show id "$id" >/dev/null 2>&1 && echo "$id"
	done
}

# bpf_wait_gone SECONDS KIND:ID...: wait until none of the objects exists
# (the kernel frees them after the last reference goes, not at once);
# prints those that are left, as "KIND ID", after SECONDS.
bpf_wait_gone() {
	local t=$1 i o left
	shift
	for ((i = 0; i < t * 20; i++)); do
		left=
		for o in "$@"; do
			bpftool "${o%%:*}" show id "${o#*:}" >/dev/null 2>&1 &&
			    left="$left ${o%%:*} ${o#*:}"
		done
		[ -z "$left" ] && return 0
		sleep 0.05
	done
	echo "$left"
}

# text_diffs PID FILE: how many bytes of the executable mappings of FILE in
# process PID differ from FILE itself.  A uprobe is an int3 written into
# the process's copy of the page, which /proc/PID/mem shows: while a probe
# is in place this is not 0, once every probe is gone it is 0 again.
# "gone" if the process is.
text_diffs() {
	local range perms offset path lo hi off pages n=0 d
	if [ ! -r /proc/"$1"/maps ]; then
		echo gone
		return
	fi
	while read -r range perms offset _ _ path; do
		case $perms in *x*) ;; *) continue ;; esac
		if [ -z "$path" ] || ! [ "$path" -ef "$2" ]; then
			continue
		fi
		lo=$((0x${range%-*})) hi=$((0x${range#*-})) off=$((0x$offset))
		pages=$(((hi - lo) / 4096))
		d=$(cmp -l <(dd if=/proc/"$1"/mem bs=4096 skip=$((lo / 4096)) \
		    count=$pages 2>/dev/null) <(dd if="$2" bs=4096 \
		    skip=$((off / 4096)) count=$pages 2>/dev/null) 2>/dev/null |
		    wc -l)
		n=$((n + d))
	done </proc/"$1"/maps
	echo "$n"
}

# text_wait_clean SECONDS PID FILE: wait until text_diffs PID FILE is 0
# (a probe is removed when the last reference to its link goes, which
# the kernel may finish a little after the tracer is reaped); prints the
# number of bytes still different after SECONDS.
text_wait_clean() {
	local i d
	for ((i = 0; i < $1 * 20; i++)); do
		d=$(text_diffs "$2" "$3")
		[ "$d" = 0 ] && return 0
		sleep 0.05
	done
	echo "$d"
}

# probe_events: the dynamic probe events of tracefs (kprobes, uprobes),
# which outlive the process that made them; empty if tracefs is absent.
probe_events() {
	local t=/sys/kernel/tracing
	cat $t/uprobe_events $t/kprobe_events $t/dynamic_events 2>/dev/null |
	    sort -u
}

# tracer_fds PID: the file descriptors of PID that are BPF objects or perf
# events (a target should never hold one of the tracer's).
tracer_fds() {
	local f
	for f in /proc/"$1"/fd/*; do
		readlink "$f"
	done 2>/dev/null | grep -Ec 'anon_inode:(bpf|\[perf_event\])'
}

# reap PID: wait for a background job without the shell's notice of how
# it died (e.g. "Killed"); sets RC to its exit status.
reap() {
	exec 3>&2 2>/dev/null
	wait "$1"
	# shellcheck disable=SC2034
	RC=$?
	exec 2>&3 3>&-
}
