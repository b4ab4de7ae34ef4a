# regs[] at kinst and fbt probes: the registers at the probe (pt_regs),
# indexed with the R_* names uregs[] takes.  do_sys_openat2(dfd, filename,
# how) is entered with dfd in rdi and filename in rsi (x86-64's calling
# convention): AT_FDCWD (-100) and the target's path; where objdump shows
# the function copy rsi to another register, the instruction after that
# move sees the path there too.  fbt's probes read them too (on kprobes,
# then, not fentry: a perf link each), and at its return rax holds the
# return value (-ENOENT, -2).
# several runs of dtrace under the emulator:
# @@timeout: 90
. ./kinst.sh
# the first "mov %rsi,%REG" of the function, and the next instruction
kinst_insns do_sys_openat2 | awk '
	done == 1 { print $1, r; done = 2 }
	!done && $2 == "mov" && $3 ~ /^%rsi,%r[0-9a-z]+$/ {
		r = $3; sub(/^%rsi,%/, "", r); r = "R_" toupper(r); done = 1
	}' | { read -r off reg
[ -n "$off" ] || { echo "no mov %rsi,%REG in do_sys_openat2"; exit 1; }
$DTRACE -qn '
kinst::do_sys_openat2:0 /pid == $target/ {
	self->p = copyinstr(regs[R_RSI]);
	self->in = self->p == "/nonexistent";
}
kinst::do_sys_openat2:0 /self->in/ {
	printf("%d %s\n", (int)regs[R_RDI], self->p);
}
kinst::do_sys_openat2:'"$off"' /self->in/ {
	printf("after the move: %s\n", copyinstr(regs['"$reg"']));
}' -c "$PROGS/openloop /nonexistent 2"
}
$DTRACE -wqn '
fbt::do_sys_openat2:entry /pid == $target/ {
	self->in = copyinstr(regs[R_RSI]) == "/nonexistent";
}
fbt::do_sys_openat2:entry /self->in/ {
	printf("fbt: %d %s\n", (int)regs[R_RDI], copyinstr(regs[R_RSI]));
}
fbt::do_sys_openat2:return /self->in/ {
	printf("fbt return: %d\n", (int)regs[R_RAX]);
}
fbt::do_sys_openat2:return /self->in && !done/ {
	done = 1;
	system("grep -h link_type /proc/%d/fdinfo/* | sort | uniq -c", $pid);
}
fbt::do_sys_openat2:return /self->in/ {
	self->in = 0;
}' -c "$PROGS/openloop /nonexistent 2"
