/*
 * The lock subroutines on Linux's locks: a mutex nobody holds (the
 * process's cred_guard_mutex, held only while it execs) is not owned and
 * has no owner; every mutex is adaptive, none a spin lock.  An rwlock_t
 * whose count word is 0 (the same zeroed word) is held by nobody.
 */
#pragma D option quiet

BEGIN
{
	m = &curthread->signal->cred_guard_mutex;
	printf("%d %d %d %d\n", mutex_owned(m), mutex_owner(m) == NULL,
	    mutex_type_adaptive(m), mutex_type_spin(m));
	r = (rwlock_t *)m;
	printf("%d %d %d\n", rw_read_held(r), rw_write_held(r),
	    rw_iswriter(r));
	exit(0);
}
