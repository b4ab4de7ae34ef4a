# The #include lines of classic tools: <linux/sched.h> (found among the
# system's headers: its macros are there, CLONE_NEWNS) and <net/sock.h>
# (a kernel header this machine does not have: dropped, its types come
# from BTF) compile, and the kernel's types are BTF's.  (bpftrace 0.17
# fails on both here, lacking kernel headers; the expected output is
# what the values are.)
$BTRACE -e '#include <linux/sched.h>
#include <net/sock.h>
BEGIN {
	$t = (struct task_struct *)curtask;
	printf("%d %d %d\n", $t->pid == pid, CLONE_NEWNS,
	    sizeof(struct sock_common) > 0);
	exit();
}'
