# cgroup is the cgroup v2 id of the current task: equal to cgroupid() of
# the test's own cgroup directory (from /proc/self/cgroup, under the
# cgroup2 mount), compared in BEGIN (bpftrace runs in the test's cgroup).
. "$TESTDIR/../lib.sh"
mnt=$(awk '$3 == "cgroup2" { print $2; exit }' /proc/mounts)
rel=$(sed -n 's/^0:://p' /proc/self/cgroup)
[ -n "$mnt" ] || { echo "no cgroup2 mount" >&2; exit 77; }
"$BTRACE" -e "BEGIN { printf(\"%d %d\n\", cgroup == cgroupid(\"$mnt$rel\"), cgroup > 0); exit(); }"
