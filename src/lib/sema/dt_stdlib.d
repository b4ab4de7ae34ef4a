/* SPDX-License-Identifier: Apache-2.0 */
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

/* pcap()'s link-layer header types: libpcap's DLT_* values */
inline int PCAP_NULL = 0;
inline int PCAP_ETHER = 1;
inline int PCAP_PPP = 9;
inline int PCAP_IP = 12;
inline int PCAP_WIFI = 105;

translator psinfo_t < struct task_struct *T > {
	pr_nlwp = T->signal->live.counter;
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
/* beyond pt_regs: the segment registers and the trap, kept with the
 * thread (dt_cg_uregs) */
inline int R_DS = 21;
inline int R_ES = 22;
inline int R_FS = 23;
inline int R_GS = 24;
inline int R_TRAPNO = 25;
/* the 32-bit names */
inline int R_EDI = R_RDI;
inline int R_ESI = R_RSI;
inline int R_EBP = R_RBP;
inline int R_ESP = R_RSP;
inline int R_EBX = R_RBX;
inline int R_EDX = R_RDX;
inline int R_ECX = R_RCX;
inline int R_EAX = R_RAX;
inline int R_ERR = R_ORIG_RAX;
inline int R_EIP = R_RIP;
inline int R_EFL = R_RFL;
inline int R_PC = R_RIP;
inline int R_SP = R_RSP;
inline int R_FP = R_RBP;
inline int R_PS = R_RFL;
inline int R_R0 = R_RAX;
inline int R_R1 = R_RBX;

/* the faults a run-time error reports (the ERROR probe's arg4) */
inline int DTRACEFLT_UNKNOWN = 0;
inline int DTRACEFLT_BADADDR = 1;
inline int DTRACEFLT_BADALIGN = 2;
inline int DTRACEFLT_ILLOP = 3;
inline int DTRACEFLT_DIVZERO = 4;
inline int DTRACEFLT_NOSCRATCH = 5;
inline int DTRACEFLT_KPRIV = 6;
inline int DTRACEFLT_UPRIV = 7;
inline int DTRACEFLT_TUPOFLOW = 8;
inline int DTRACEFLT_BADSTACK = 9;

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

/* the sched provider's names for the CPU's chip, group and set */
typedef int chipid_t;
typedef int lgrp_id_t;
typedef int psetid_t;
inline chipid_t chip = curcpu->cpu_chip;
inline lgrp_id_t lgrp = curcpu->cpu_lgrp;
inline psetid_t pset = curcpu->cpu_pset;

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

/* DTrace's strings here are strsize's 256 characters */
typedef struct fileinfo {
	char fi_name[256];		/* the file's name (basename) */
	char fi_dirname[256];		/* its directory */
	char fi_pathname[256];		/* its path */
	offset_t fi_offset;		/* the offset of the next read or write */
	char fi_fs[256];		/* the file system type's name */
	char fi_mount[256];		/* the file system's mount point */
	int fi_oflags;			/* open(2)'s flags */
} fileinfo_t;

/*
 * fds[fd]: the open file fd of the current process, as DTrace's fds[]
 * translates it; a descriptor that is not open (or out of range) is a
 * NULL file, whose strings are "<none>".  Paths are the kernel's d_path()
 * up to the root of the mount namespace.
 */
translator fileinfo_t < struct file *F > {
	fi_name = F == NULL ? "<none>" : basename(d_path(&F->f_path));
	fi_dirname = F == NULL ? "<none>" : dirname(d_path(&F->f_path));
	fi_pathname = F == NULL ? "<none>" : d_path(&F->f_path);
	fi_offset = F == NULL ? 0 : F->f_pos;
	fi_fs = F == NULL ? "<none>" :
	    stringof(F->f_path.mnt->mnt_sb->s_type->name);
	fi_mount = F == NULL ? "<none>" : __mntpath(F->f_path.mnt);
	fi_oflags = F == NULL ? 0 : F->f_flags;
};

inline fileinfo_t fds[int fd] = xlate <fileinfo_t> (
    fd >= 0 && fd < curthread->files->fdt->max_fds ?
    curthread->files->fdt->fd[fd] : NULL);

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

/*
 * The ip and tcp providers: DTrace's pktinfo_t, csinfo_t, ipinfo_t,
 * ifinfo_t, ipv4info_t, ipv6info_t, tcpsinfo_t, tcplsinfo_t and
 * tcpinfo_t, translated from Linux's IP and TCP headers, net_device and
 * sock (a connection; a SYN-ACK's is a request sock, which has only
 * addresses, ports and a state).  A NULL header, device or connection
 * translates to "<unknown>" addresses and zeros.  ipinfo_t takes an
 * IPv4 or an IPv6 header (by its version).  States are numbered as
 * DTrace numbers them; Linux has no IDLE or BOUND state (a socket that
 * is not connected is CLOSED).  At tcp probes, the state args[3] reports
 * is the provider's arg6: the kernel calls its tracepoints before it
 * stores a new state.  Linux does not keep what tcps_active, tcps_iss,
 * tcps_rto, tcps_sack_fack and tcps_sack_snxt would say: tcpsinfo_t
 * leaves them out.  pkt_addr and cs_addr are NULL, as in DTrace;
 * if_ipstack is the network namespace's inode number, if_local says the
 * device is a loopback.
 */
inline int IPPROTO_IP = 0;
inline int IPPROTO_HOPOPTS = 0;
inline int IPPROTO_ICMP = 1;
inline int IPPROTO_IGMP = 2;
inline int IPPROTO_IPIP = 4;
inline int IPPROTO_TCP = 6;
inline int IPPROTO_EGP = 8;
inline int IPPROTO_PUP = 12;
inline int IPPROTO_UDP = 17;
inline int IPPROTO_IDP = 22;
inline int IPPROTO_IPV6 = 41;
inline int IPPROTO_ROUTING = 43;
inline int IPPROTO_FRAGMENT = 44;
inline int IPPROTO_RSVP = 46;
inline int IPPROTO_GRE = 47;
inline int IPPROTO_ESP = 50;
inline int IPPROTO_AH = 51;
inline int IPPROTO_ICMPV6 = 58;
inline int IPPROTO_NONE = 59;
inline int IPPROTO_DSTOPTS = 60;
inline int IPPROTO_OSPF = 89;
inline int IPPROTO_PIM = 103;
inline int IPPROTO_SCTP = 132;
inline int IPPROTO_RAW = 255;

inline int TH_FIN = 0x01;
inline int TH_SYN = 0x02;
inline int TH_RST = 0x04;
inline int TH_PUSH = 0x08;
inline int TH_ACK = 0x10;
inline int TH_URG = 0x20;
inline int TH_ECE = 0x40;
inline int TH_CWR = 0x80;

inline int32_t TCP_STATE_CLOSED = -6;
inline int32_t TCP_STATE_IDLE = -5;
inline int32_t TCP_STATE_BOUND = -4;
inline int32_t TCP_STATE_LISTEN = -3;
inline int32_t TCP_STATE_SYN_SENT = -2;
inline int32_t TCP_STATE_SYN_RECEIVED = -1;
inline int32_t TCP_STATE_ESTABLISHED = 0;
inline int32_t TCP_STATE_CLOSE_WAIT = 1;
inline int32_t TCP_STATE_FIN_WAIT_1 = 2;
inline int32_t TCP_STATE_CLOSING = 3;
inline int32_t TCP_STATE_LAST_ACK = 4;
inline int32_t TCP_STATE_FIN_WAIT_2 = 5;
inline int32_t TCP_STATE_TIME_WAIT = 6;

typedef struct pktinfo {
	uintptr_t pkt_addr;
} pktinfo_t;

typedef struct csinfo {
	uintptr_t cs_addr;
} csinfo_t;

typedef unsigned int netstackid_t;

typedef struct ifinfo {
	char if_name[16];		/* interface name */
	int8_t if_local;		/* is delivered locally */
	netstackid_t if_ipstack;	/* ipstack ID */
	uintptr_t if_addr;		/* pointer to raw net_device */
} ifinfo_t;

typedef struct ipv4info {
	uint8_t ipv4_ver;		/* IP version (4) */
	uint8_t ipv4_ihl;		/* header length, bytes */
	uint8_t ipv4_tos;		/* type of service field */
	uint16_t ipv4_length;		/* length (header + payload) */
	uint16_t ipv4_ident;		/* identification */
	uint8_t ipv4_flags;		/* IP flags (DF 0x4, MF 0x2) */
	uint16_t ipv4_offset;		/* fragment offset */
	uint8_t ipv4_ttl;		/* time to live */
	uint8_t ipv4_protocol;		/* next level protocol */
	char ipv4_protostr[16];		/* next level protocol, as a string */
	uint16_t ipv4_checksum;		/* header checksum */
	ipaddr_t ipv4_src;		/* source address */
	ipaddr_t ipv4_dst;		/* destination address */
	char ipv4_saddr[16];		/* source address, string */
	char ipv4_daddr[16];		/* destination address, string */
	struct iphdr *ipv4_hdr;		/* pointer to raw header */
} ipv4info_t;

typedef struct ipv6info {
	uint8_t ipv6_ver;		/* IP version (6) */
	uint8_t ipv6_tclass;		/* traffic class */
	uint32_t ipv6_flow;		/* flow label */
	uint16_t ipv6_plen;		/* payload length */
	uint8_t ipv6_nexthdr;		/* next header protocol */
	char ipv6_nextstr[16];		/* next header protocol, as a string */
	uint8_t ipv6_hlim;		/* hop limit */
	in6_addr_t *ipv6_src;		/* source address */
	in6_addr_t *ipv6_dst;		/* destination address */
	char ipv6_saddr[46];		/* source address, string */
	char ipv6_daddr[46];		/* destination address, string */
	struct ipv6hdr *ipv6_hdr;	/* pointer to raw header */
} ipv6info_t;

typedef struct ipinfo {
	uint8_t ip_ver;			/* IP version (4, 6) */
	uint32_t ip_plength;		/* payload length */
	char ip_saddr[46];		/* source address */
	char ip_daddr[46];		/* destination address */
} ipinfo_t;

typedef struct tcpinfo {
	uint16_t tcp_sport;		/* source port */
	uint16_t tcp_dport;		/* destination port */
	uint32_t tcp_seq;		/* sequence number */
	uint32_t tcp_ack;		/* acknowledgment number */
	uint8_t tcp_offset;		/* data offset, in bytes */
	uint8_t tcp_flags;		/* flags */
	uint16_t tcp_window;		/* window size */
	uint16_t tcp_checksum;		/* checksum */
	uint16_t tcp_urgent;		/* urgent data pointer */
	struct tcphdr *tcp_hdr;		/* raw TCP header */
} tcpinfo_t;

typedef struct tcpsinfo {
	uintptr_t tcps_addr;
	int tcps_local;			/* is delivered locally, boolean */
	uint16_t tcps_lport;		/* local port */
	uint16_t tcps_rport;		/* remote port */
	char tcps_laddr[46];		/* local address, as a string */
	char tcps_raddr[46];		/* remote address, as a string */
	int32_t tcps_state;		/* TCP state */
	uint32_t tcps_suna;		/* sequence # sent but unacked */
	uint32_t tcps_snxt;		/* next sequence # to send */
	uint32_t tcps_rack;		/* sequence # we have acked */
	uint32_t tcps_rnxt;		/* next sequence # expected */
	uint32_t tcps_swnd;		/* send window size */
	int32_t tcps_snd_ws;		/* send window scaling */
	uint32_t tcps_rwnd;		/* receive window size */
	int32_t tcps_rcv_ws;		/* receive window scaling */
	uint32_t tcps_cwnd;		/* congestion window, bytes */
	uint32_t tcps_cwnd_ssthresh;	/* threshold for congestion avoidance */
	uint32_t tcps_mss;		/* max segment size */
	int tcps_retransmit;		/* send of a segment before snxt */
} tcpsinfo_t;

typedef struct tcplsinfo {
	int32_t tcps_state;		/* previous TCP state */
} tcplsinfo_t;

translator pktinfo_t < struct sk_buff *S > {
	pkt_addr = NULL;
};

translator csinfo_t < struct sock *S > {
	cs_addr = NULL;
};

/* an IPv4 or an IPv6 header (by its version) */
translator ipinfo_t < struct iphdr *I > {
	ip_ver = I == NULL ? 0 : *(uint8_t *)I >> 4;
	ip_plength = I == NULL ? 0 :
	    *(uint8_t *)I >> 4 == 4 ?
	    ntohs(I->tot_len) - ((*(uint8_t *)I & 0xf) << 2) :
	    *(uint8_t *)I >> 4 == 6 ?
	    ntohs(((struct ipv6hdr *)I)->payload_len) : 0;
	ip_saddr = I == NULL ? "<unknown>" :
	    *(uint8_t *)I >> 4 == 4 ? inet_ntoa(&I->saddr) :
	    *(uint8_t *)I >> 4 == 6 ?
	    inet_ntoa6(&((struct ipv6hdr *)I)->saddr) : "<unknown>";
	ip_daddr = I == NULL ? "<unknown>" :
	    *(uint8_t *)I >> 4 == 4 ? inet_ntoa(&I->daddr) :
	    *(uint8_t *)I >> 4 == 6 ?
	    inet_ntoa6(&((struct ipv6hdr *)I)->daddr) : "<unknown>";
};

translator ifinfo_t < struct net_device *N > {
	if_name = N == NULL ? "<unknown>" : stringof(N->name);
	if_local = N == NULL ? 0 : (N->flags & 0x8) != 0;	/* IFF_LOOPBACK */
	if_ipstack = N == NULL ? 0 : N->nd_net.net->ns.inum;
	if_addr = (uintptr_t)N;
};

translator ipv4info_t < struct iphdr *I > {
	ipv4_ver = I == NULL ? 0 : *(uint8_t *)I >> 4;
	ipv4_ihl = I == NULL ? 0 : (*(uint8_t *)I & 0xf) << 2;
	ipv4_tos = I == NULL ? 0 : I->tos;
	ipv4_length = I == NULL ? 0 : ntohs(I->tot_len);
	ipv4_ident = I == NULL ? 0 : ntohs(I->id);
	ipv4_flags = I == NULL ? 0 : ntohs(I->frag_off) >> 12;
	ipv4_offset = I == NULL ? 0 : ntohs(I->frag_off) & 0x1fff;
	ipv4_ttl = I == NULL ? 0 : I->ttl;
	ipv4_protocol = I == NULL ? 0 : I->protocol;
	ipv4_protostr = I == NULL ? "<null>" :
	    I->protocol == IPPROTO_TCP ? "TCP" :
	    I->protocol == IPPROTO_UDP ? "UDP" :
	    I->protocol == IPPROTO_IP ? "IP" :
	    I->protocol == IPPROTO_ICMP ? "ICMP" :
	    I->protocol == IPPROTO_IGMP ? "IGMP" :
	    I->protocol == IPPROTO_EGP ? "EGP" :
	    I->protocol == IPPROTO_IPV6 ? "IPv6" :
	    I->protocol == IPPROTO_ROUTING ? "ROUTE" :
	    I->protocol == IPPROTO_ESP ? "ESP" :
	    I->protocol == IPPROTO_AH ? "AH" :
	    I->protocol == IPPROTO_ICMPV6 ? "ICMPv6" :
	    I->protocol == IPPROTO_OSPF ? "OSPF" :
	    I->protocol == IPPROTO_SCTP ? "SCTP" :
	    I->protocol == IPPROTO_RAW ? "RAW" : lltostr(I->protocol);
	ipv4_checksum = I == NULL ? 0 : ntohs(I->check);
	ipv4_src = I == NULL ? 0 : I->saddr;
	ipv4_dst = I == NULL ? 0 : I->daddr;
	ipv4_saddr = I == NULL ? "<null>" : inet_ntoa(&I->saddr);
	ipv4_daddr = I == NULL ? "<null>" : inet_ntoa(&I->daddr);
	ipv4_hdr = I;
};

translator ipv6info_t < struct ipv6hdr *I > {
	ipv6_ver = I == NULL ? 0 : *(uint8_t *)I >> 4;
	ipv6_tclass = I == NULL ? 0 : (ntohl(*(uint32_t *)I) >> 20) & 0xff;
	ipv6_flow = I == NULL ? 0 : ntohl(*(uint32_t *)I) & 0xfffff;
	ipv6_plen = I == NULL ? 0 : ntohs(I->payload_len);
	ipv6_nexthdr = I == NULL ? 0 : I->nexthdr;
	ipv6_nextstr = I == NULL ? "<null>" :
	    I->nexthdr == IPPROTO_TCP ? "TCP" :
	    I->nexthdr == IPPROTO_UDP ? "UDP" :
	    I->nexthdr == IPPROTO_IP ? "IP" :
	    I->nexthdr == IPPROTO_ICMP ? "ICMP" :
	    I->nexthdr == IPPROTO_IGMP ? "IGMP" :
	    I->nexthdr == IPPROTO_EGP ? "EGP" :
	    I->nexthdr == IPPROTO_IPV6 ? "IPv6" :
	    I->nexthdr == IPPROTO_ROUTING ? "ROUTE" :
	    I->nexthdr == IPPROTO_ESP ? "ESP" :
	    I->nexthdr == IPPROTO_AH ? "AH" :
	    I->nexthdr == IPPROTO_ICMPV6 ? "ICMPv6" :
	    I->nexthdr == IPPROTO_OSPF ? "OSPF" :
	    I->nexthdr == IPPROTO_SCTP ? "SCTP" :
	    I->nexthdr == IPPROTO_RAW ? "RAW" : lltostr(I->nexthdr);
	ipv6_hlim = I == NULL ? 0 : I->hop_limit;
	ipv6_src = I == NULL ? NULL : &I->saddr;
	ipv6_dst = I == NULL ? NULL : &I->daddr;
	ipv6_saddr = I == NULL ? "<null>" : inet_ntoa6(&I->saddr);
	ipv6_daddr = I == NULL ? "<null>" : inet_ntoa6(&I->daddr);
	ipv6_hdr = I;
};

translator tcpinfo_t < struct tcphdr *T > {
	tcp_sport = T == NULL ? 0 : ntohs(T->source);
	tcp_dport = T == NULL ? 0 : ntohs(T->dest);
	tcp_seq = T == NULL ? 0 : ntohl(T->seq);
	tcp_ack = T == NULL ? 0 : ntohl(T->ack_seq);
	tcp_offset = T == NULL ? 0 : (((uint8_t *)T)[12] & 0xf0) >> 2;
	tcp_flags = T == NULL ? 0 : ((uint8_t *)T)[13];
	tcp_window = T == NULL ? 0 : ntohs(T->window);
	tcp_checksum = T == NULL ? 0 : ntohs(T->check);
	tcp_urgent = T == NULL ? 0 : ntohs(T->urg_ptr);
	tcp_hdr = T;
};

/* a request sock (state 12) or a time-wait sock (6) is only a sock_common */
translator tcpsinfo_t < struct tcp_sock *T > {
	tcps_addr = (uintptr_t)T;
	tcps_local = T == NULL ? 0 :
	    ((struct sock *)T)->__sk_common.skc_family == AF_INET ?
	    ((struct sock *)T)->__sk_common.skc_rcv_saddr ==
	    ((struct sock *)T)->__sk_common.skc_daddr :
	    ((struct sock *)T)->__sk_common.skc_family == AF_INET6 ?
	    ((uint64_t *)&((struct sock *)T)->__sk_common.skc_v6_rcv_saddr)[0]
	    == ((uint64_t *)&((struct sock *)T)->__sk_common.skc_v6_daddr)[0] &&
	    ((uint64_t *)&((struct sock *)T)->__sk_common.skc_v6_rcv_saddr)[1]
	    == ((uint64_t *)&((struct sock *)T)->__sk_common.skc_v6_daddr)[1] :
	    0;
	tcps_lport = T == NULL ? 0 :
	    ((struct sock *)T)->__sk_common.skc_state == 12 ||
	    ((struct sock *)T)->__sk_common.skc_state == 6 ?
	    ((struct sock *)T)->__sk_common.skc_num :
	    ntohs(((struct inet_sock *)T)->inet_sport);
	tcps_rport = T == NULL ? 0 :
	    ntohs(((struct sock *)T)->__sk_common.skc_dport);
	tcps_laddr = T == NULL ? "<unknown>" :
	    ((struct sock *)T)->__sk_common.skc_family == AF_INET ?
	    inet_ntoa(&((struct sock *)T)->__sk_common.skc_rcv_saddr) :
	    ((struct sock *)T)->__sk_common.skc_family == AF_INET6 ?
	    inet_ntoa6(&((struct sock *)T)->__sk_common.skc_v6_rcv_saddr) :
	    "<unknown>";
	tcps_raddr = T == NULL ? "<unknown>" :
	    ((struct sock *)T)->__sk_common.skc_family == AF_INET ?
	    inet_ntoa(&((struct sock *)T)->__sk_common.skc_daddr) :
	    ((struct sock *)T)->__sk_common.skc_family == AF_INET6 ?
	    inet_ntoa6(&((struct sock *)T)->__sk_common.skc_v6_daddr) :
	    "<unknown>";
	tcps_state = probeprov == "tcp" ? (int32_t)arg6 :
	    T == NULL ? TCP_STATE_CLOSED :
	    ((struct sock *)T)->__sk_common.skc_state == 1 ?
	    TCP_STATE_ESTABLISHED :
	    ((struct sock *)T)->__sk_common.skc_state == 2 ?
	    TCP_STATE_SYN_SENT :
	    ((struct sock *)T)->__sk_common.skc_state == 3 ||
	    ((struct sock *)T)->__sk_common.skc_state == 12 ?
	    TCP_STATE_SYN_RECEIVED :
	    ((struct sock *)T)->__sk_common.skc_state == 4 ?
	    TCP_STATE_FIN_WAIT_1 :
	    ((struct sock *)T)->__sk_common.skc_state == 5 ?
	    TCP_STATE_FIN_WAIT_2 :
	    ((struct sock *)T)->__sk_common.skc_state == 6 ?
	    TCP_STATE_TIME_WAIT :
	    ((struct sock *)T)->__sk_common.skc_state == 8 ?
	    TCP_STATE_CLOSE_WAIT :
	    ((struct sock *)T)->__sk_common.skc_state == 9 ?
	    TCP_STATE_LAST_ACK :
	    ((struct sock *)T)->__sk_common.skc_state == 10 ?
	    TCP_STATE_LISTEN :
	    ((struct sock *)T)->__sk_common.skc_state == 11 ?
	    TCP_STATE_CLOSING :
	    ((struct sock *)T)->__sk_common.skc_state == 13 ?
	    TCP_STATE_BOUND : TCP_STATE_CLOSED;
	tcps_suna = T == NULL ||
	    ((struct sock *)T)->__sk_common.skc_state == 12 ||
	    ((struct sock *)T)->__sk_common.skc_state == 6 ? 0 : T->snd_una;
	tcps_snxt = T == NULL ||
	    ((struct sock *)T)->__sk_common.skc_state == 12 ||
	    ((struct sock *)T)->__sk_common.skc_state == 6 ? 0 : T->snd_nxt;
	tcps_rack = T == NULL ||
	    ((struct sock *)T)->__sk_common.skc_state == 12 ||
	    ((struct sock *)T)->__sk_common.skc_state == 6 ? 0 : T->rcv_wup;
	tcps_rnxt = T == NULL ||
	    ((struct sock *)T)->__sk_common.skc_state == 12 ||
	    ((struct sock *)T)->__sk_common.skc_state == 6 ? 0 : T->rcv_nxt;
	tcps_swnd = T == NULL ||
	    ((struct sock *)T)->__sk_common.skc_state == 12 ||
	    ((struct sock *)T)->__sk_common.skc_state == 6 ? 0 : T->snd_wnd;
	tcps_snd_ws = T == NULL ||
	    ((struct sock *)T)->__sk_common.skc_state == 12 ||
	    ((struct sock *)T)->__sk_common.skc_state == 6 ? 0 :
	    T->rx_opt.snd_wscale;
	tcps_rwnd = T == NULL ||
	    ((struct sock *)T)->__sk_common.skc_state == 12 ||
	    ((struct sock *)T)->__sk_common.skc_state == 6 ? 0 : T->rcv_wnd;
	tcps_rcv_ws = T == NULL ||
	    ((struct sock *)T)->__sk_common.skc_state == 12 ||
	    ((struct sock *)T)->__sk_common.skc_state == 6 ? 0 :
	    T->rx_opt.rcv_wscale;
	tcps_cwnd = T == NULL ||
	    ((struct sock *)T)->__sk_common.skc_state == 12 ||
	    ((struct sock *)T)->__sk_common.skc_state == 6 ? 0 :
	    T->snd_cwnd * T->mss_cache;
	tcps_cwnd_ssthresh = T == NULL ||
	    ((struct sock *)T)->__sk_common.skc_state == 12 ||
	    ((struct sock *)T)->__sk_common.skc_state == 6 ? 0 :
	    T->snd_ssthresh >= 0x7fffffff ? 0xffffffff :
	    T->snd_ssthresh * T->mss_cache;
	tcps_mss = T == NULL ||
	    ((struct sock *)T)->__sk_common.skc_state == 12 ||
	    ((struct sock *)T)->__sk_common.skc_state == 6 ? 0 : T->mss_cache;
	tcps_retransmit = probeprov != "tcp" || probename != "send" ||
	    T == NULL || arg4 == NULL ||
	    ((struct sock *)T)->__sk_common.skc_state == 12 ||
	    ((struct sock *)T)->__sk_common.skc_state == 6 ? 0 :
	    (int32_t)(ntohl(((struct tcphdr *)arg4)->seq) - T->snd_nxt) < 0;
};

translator tcplsinfo_t < int I > {
	tcps_state = I;
};
