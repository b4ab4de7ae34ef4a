/*
 * Only D variables are written: a member of kernel memory is not.
 * @@flags: -x errtags
 */
BEGIN { curthread->pid = 1; }
