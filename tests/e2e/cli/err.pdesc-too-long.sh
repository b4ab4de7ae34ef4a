# A probe description component longer than DTrace allows gets DTrace's
# error: the description is named as invalid, with the reason.
a=$(head -c 300 /dev/zero | tr '\0' a)
$DTRACE -n "syscall::$a:entry" 2>&1 | sed "s/$a/A300/g"
exit "${PIPESTATUS[0]}"
