/*
 * The D library names every errno value and every signal, as DTrace's
 * errno.d and signal.d do, with Linux's numbers (<errno.h>,
 * <asm/signal.h>); aliases have their target's number.
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d %d %d\n", EPERM, ENOENT, EINTR, EAGAIN,
	    EACCES, ENOTSUP);
	printf("%d %d %d %d\n", EWOULDBLOCK == EAGAIN, EDEADLOCK == EDEADLK,
	    EOPNOTSUPP, EHWPOISON);
	printf("%d %d %d %d %d %d\n", SIGHUP, SIGINT, SIGKILL, SIGUSR1,
	    SIGSEGV, SIGCHLD);
	printf("%d %d %d %d\n", SIGPOLL == SIGIO, SIGIOT == SIGABRT,
	    SIGRTMIN, SIGRTMAX);
	exit(0);
}
