/*
 * curpsinfo and curlwpsinfo: the current process and thread as
 * psinfo_t and lwpsinfo_t describe them.
 * @@flags: -q
 */
BEGIN
{
	printf("%d %d %d %d\n", curpsinfo->pr_pid == pid,
	    curpsinfo->pr_ppid == ppid, curpsinfo->pr_uid == uid,
	    curpsinfo->pr_gid == gid);
	printf("%s %d %d\n", curpsinfo->pr_fname, curpsinfo->pr_dmodel,
	    curpsinfo->pr_nlwp >= 1);
	printf("%d %c %d %s\n", curlwpsinfo->pr_lwpid == tid,
	    curlwpsinfo->pr_sname, curlwpsinfo->pr_onpro == cpu,
	    curlwpsinfo->pr_name);
	exit(0);
}
