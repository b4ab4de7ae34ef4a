# @@exit: 0
# The errors of later bpftrace's built-ins and functions: a clock or PID
# namespace nsecs, pid and tid do not have (bpftrace's words: "Invalid
# timestamp mode", "Invalid PID namespace mode: ... (expects: curr_ns or
# init)", "tid() only supports curr_ns and init as the argument"), a
# per-CPU variable the kernel's BTF does not have ("Could not resolve
# variable ... from BTF"), a name that is not a string literal, and
# socket_cookie() outside kfunc probes ("socket_cookie can not be used
# with ... probes"); expected output written by hand.
for p in 'nsecs(xx)' 'pid(1)' 'tid(foo)' 'nsecs(2)' \
    'percpu_kaddr("no_such_var")' 'percpu_kaddr(1)' \
    'percpu_kaddr("runqueues", "x")' 'kfunc_exist(1)' \
    'kfunc_allowed(comm)' 'socket_cookie(0)'; do
	"$BTRACE" -e "BEGIN { \$x = $p; exit(); }"
	echo "status $?"
done
