# The process macro variables: $pid $ppid $uid $gid $euid $egid $pgid
# $sid are dtrace's own.
$DTRACE -qn 'BEGIN { printf("%d %d %d %d %d %d %d %d\n", $pid == pid,
    $ppid == ppid, $uid == uid, $gid == gid, $euid == 0, $egid == 0,
    $pgid == curpsinfo->pr_pgid, $sid == curpsinfo->pr_sid); exit(0); }'
