# errno compared with the D library's names at syscall return: the
# trigger opens a file that does not exist (ENOENT) three times, and one
# that it may not read, as nobody (EACCES) twice.
$DTRACE -qn 'syscall::openat:return /pid == $target && errno == ENOENT/ {
	@["ENOENT"] = count(); }' -c "$PROGS/openloop /nonexistent/file 3"
touch /tmp/dt-errno-names.$$ && chmod 600 /tmp/dt-errno-names.$$
$DTRACE -qn 'syscall::openat:return /execname == "openloop" && errno == EACCES/ {
	@["EACCES"] = count(); }' \
    -c "setpriv --reuid=65534 --regid=65534 --clear-groups $PROGS/openloop /tmp/dt-errno-names.$$ 2"
rm -f /tmp/dt-errno-names.$$
