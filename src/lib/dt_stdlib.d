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

/*
 * The io provider: a block request as DTrace's bufinfo_t, devinfo_t and
 * fileinfo_t describe an I/O.  A block request does not know the file it
 * reads or writes: fileinfo_t says so as DTrace does.
 */
typedef struct bufinfo {
	int b_flags;
	size_t b_bcount;
	caddr_t b_addr;
	uint64_t b_lblkno;
	uint64_t b_blkno;
	size_t b_resid;
	size_t b_bufsize;
	caddr_t b_iodone;
	int b_error;
	dev_t b_edev;
} bufinfo_t;

inline int B_BUSY = 0x000001;
inline int B_DONE = 0x000002;
inline int B_ERROR = 0x000004;
inline int B_PAGEIO = 0x000010;
inline int B_PHYS = 0x000020;
inline int B_READ = 0x000040;
inline int B_WRITE = 0x000100;
inline int B_ASYNC = 0x000400;

/* REQ_OP_* is cmd_flags' low byte; odd operations write (op_is_write) */
translator bufinfo_t < struct request *R > {
	b_flags = ((R->cmd_flags & 0xff) & 1 ? B_WRITE : B_READ) |
	    ((R->cmd_flags & 0xff) == 0 || (R->cmd_flags & 0xff) == 1 ?
	    B_PHYS : 0);
	b_bcount = R->__data_len;
	b_addr = 0;
	b_lblkno = R->__sector;
	b_blkno = R->__sector;
	b_resid = 0;
	b_bufsize = R->__data_len;
	b_iodone = 0;
	b_error = 0;
	b_edev = R->part != 0 ? R->part->bd_dev :
	    R->bio != 0 ? R->bio->bi_bdev->bd_dev : 0;
};

typedef struct devinfo {
	int dev_major;
	int dev_minor;
	int dev_instance;
	char dev_name[32];
	char dev_statname[36];
	char dev_pathname[48];
} devinfo_t;

/* a partition's statname is the disk's name and its number: vda1 */
translator devinfo_t < struct block_device *B > {
	dev_major = B->bd_disk->major;
	dev_minor = B->bd_dev & 0xfffff;
	dev_instance = B->bd_disk->first_minor;
	dev_name = B->bd_disk->disk_name;
	dev_statname = (B->__bd_flags.counter & 0xff) == 0 ?
	    stringof(B->bd_disk->disk_name) :
	    strjoin(B->bd_disk->disk_name,
	    lltostr(B->__bd_flags.counter & 0xff));
	dev_pathname = strjoin("/dev/", (B->__bd_flags.counter & 0xff) == 0 ?
	    stringof(B->bd_disk->disk_name) :
	    strjoin(B->bd_disk->disk_name,
	    lltostr(B->__bd_flags.counter & 0xff)));
};

typedef long long offset_t;

typedef struct fileinfo {
	char fi_name[16];
	char fi_dirname[16];
	char fi_pathname[16];
	offset_t fi_offset;
	char fi_fs[16];
	char fi_mount[16];
	int fi_oflags;
} fileinfo_t;

translator fileinfo_t < struct request *R > {
	fi_name = "<none>";
	fi_dirname = "<none>";
	fi_pathname = "<none>";
	fi_offset = 0;
	fi_fs = "<none>";
	fi_mount = "<none>";
	fi_oflags = 0;
};

/* signals, for the proc provider */
typedef struct kernel_siginfo siginfo_t;

/* why a process exited: proc:::exit's args[0] */
inline int CLD_EXITED = 1;
inline int CLD_KILLED = 2;
inline int CLD_DUMPED = 3;

/* network addresses, for inet_ntoa(), inet_ntoa6(), inet_ntop() */
typedef uint32_t ipaddr_t;
typedef struct in6_addr in6_addr_t;
inline int AF_INET = 2;
inline int AF_INET6 = 10;

inline int NULL = 0;
