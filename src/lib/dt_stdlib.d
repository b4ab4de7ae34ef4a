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

/* uregs[] indices: the registers in the order x86-64 Linux saves them */
inline int R_R15 = 0;
inline int R_R14 = 1;
inline int R_R13 = 2;
inline int R_R12 = 3;
inline int R_RBP = 4;
inline int R_RBX = 5;
inline int R_R11 = 6;
inline int R_R10 = 7;
inline int R_R9 = 8;
inline int R_R8 = 9;
inline int R_RAX = 10;
inline int R_RCX = 11;
inline int R_RDX = 12;
inline int R_RSI = 13;
inline int R_RDI = 14;
inline int R_ORIG_RAX = 15;
inline int R_RIP = 16;
inline int R_CS = 17;
inline int R_RFL = 18;
inline int R_RSP = 19;
inline int R_SS = 20;
inline int R_PC = R_RIP;
inline int R_SP = R_RSP;
inline int R_FP = R_RBP;
inline int R_PS = R_RFL;
inline int R_R0 = R_RAX;
inline int R_R1 = R_RBX;

/* curcpu: the CPU the probe fired on */
typedef struct cpuinfo {
	processorid_t cpu_id;
	int cpu_pset;
	int cpu_chip;
	int cpu_lgrp;
} cpuinfo_t;

translator cpuinfo_t < int C > {
	cpu_id = C;
	cpu_pset = -1;
	cpu_chip = 0;
	cpu_lgrp = 0;
};

inline cpuinfo_t *curcpu = xlate <cpuinfo_t *> (cpu);

/* network addresses, for inet_ntoa(), inet_ntoa6(), inet_ntop() */
typedef uint32_t ipaddr_t;
typedef struct in6_addr in6_addr_t;
inline int AF_INET = 2;
inline int AF_INET6 = 10;

inline int NULL = 0;
