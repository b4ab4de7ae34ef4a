/*
 * dt_stdlib.d -- the D library: the types and translators every script
 * can use, as DTrace's own library files give them, translated from
 * Linux's structures.  Read the first time a script names one of them.
 */

typedef struct timestruc {
	long tv_sec;
	long tv_nsec;
} timestruc_t;

/* the lwpsinfo_t of a thread (curlwpsinfo) */
typedef struct lwpsinfo {
	int pr_flag;
	id_t pr_lwpid;
	uintptr_t pr_addr;
	uintptr_t pr_wchan;
	char pr_stype;
	char pr_state;
	char pr_sname;
	char pr_nice;
	short pr_syscall;
	char pr_oldpri;
	char pr_cpu;
	int pr_pri;
	ushort_t pr_pctcpu;
	timestruc_t pr_start;
	timestruc_t pr_time;
	char pr_clname[8];
	char pr_name[16];
	processorid_t pr_onpro;
	processorid_t pr_bindpro;
	int pr_bindpset;
} lwpsinfo_t;

/* the psinfo_t of a process (curpsinfo) */
typedef struct psinfo {
	int pr_flag;
	int pr_nlwp;
	pid_t pr_pid;
	pid_t pr_ppid;
	pid_t pr_pgid;
	pid_t pr_sid;
	uid_t pr_uid;
	uid_t pr_euid;
	gid_t pr_gid;
	gid_t pr_egid;
	uintptr_t pr_addr;
	size_t pr_size;
	size_t pr_rssize;
	dev_t pr_ttydev;
	timestruc_t pr_start;
	char pr_fname[16];
	char pr_psargs[80];
	int pr_wstat;
	int pr_argc;
	uintptr_t pr_argv;
	uintptr_t pr_envp;
	char pr_dmodel;
	lwpsinfo_t pr_lwp;
} psinfo_t;

/* Solaris' thread states and their letters */
inline char SSLEEP = 1;
inline char SRUN = 2;
inline char SZOMB = 3;
inline char SSTOP = 4;
inline char SIDL = 5;
inline char SONPROC = 6;
inline char SWAIT = 7;

inline char PR_MODEL_ILP32 = 1;
inline char PR_MODEL_LP64 = 2;

translator psinfo_t < struct task_struct *T > {
	pr_nlwp = T->signal->nr_threads;
	pr_pid = T->tgid;
	pr_ppid = T->real_parent->tgid;
	pr_pgid = T->signal->pids[2]->numbers[0].nr;
	pr_sid = T->signal->pids[3]->numbers[0].nr;
	pr_uid = T->cred->uid.val;
	pr_euid = T->cred->euid.val;
	pr_gid = T->cred->gid.val;
	pr_egid = T->cred->egid.val;
	pr_addr = (uintptr_t)T;
	pr_size = T->mm != 0 ? T->mm->total_vm * 4 : 0;
	pr_fname = T->comm;
	pr_psargs = __psargs(T);
	pr_dmodel = PR_MODEL_LP64;
};

translator lwpsinfo_t < struct task_struct *T > {
	pr_lwpid = T->pid;
	pr_addr = (uintptr_t)T;
	pr_pri = T->prio;
	pr_nice = T->static_prio - 120;
	pr_state = T->__state == 0 ?
	    (T == curthread ? SONPROC : SRUN) :
	    (T->__state & 0x3) != 0 ? SSLEEP :
	    (T->__state & 0x4) != 0 ? SSTOP :
	    (T->exit_state & 0x20) != 0 ? SZOMB : SWAIT;
	pr_sname = T->__state == 0 ? (T == curthread ? 'O' : 'R') :
	    (T->__state & 0x3) != 0 ? 'S' :
	    (T->__state & 0x4) != 0 ? 'T' :
	    (T->exit_state & 0x20) != 0 ? 'Z' : 'W';
	pr_onpro = T->thread_info.cpu;
	pr_name = T->comm;
	pr_clname = T->policy == 1 || T->policy == 2 ? "RT" : "TS";
};

inline psinfo_t *curpsinfo = xlate <psinfo_t *> (curthread);
inline lwpsinfo_t *curlwpsinfo = xlate <lwpsinfo_t *> (curthread);
