# dtrace runs valgrind-clean (no errors, no leaks) on the engine's paths:
# compile, load, BEGIN/END, syscall and tick probes, dynamic variables,
# aggregations, -c, a compile error, stacks and symbols, JSON output, the
# kernel providers (sdt, proc, sched, io, lockstat) and their listing, the
# pid and usdt providers (in a library loaded later too), user memory not
# paged in, plockstat, and btrace (maps that are variables,
# aggregations, tracepoints, uprobes, errors, -l, JSON, --test, --bench).
# @@timeout: 240
if nm -D "$DTRACE" 2>/dev/null | grep -q __asan_init; then
	echo "valgrind cannot run a sanitizer build" >&2
	exit 77
fi
supp="$TESTDIR/../../valgrind.supp"
[ -f "$supp" ] || supp="$(dirname "$0")/../../valgrind.supp"
vg() {
	valgrind -q --leak-check=full --show-leak-kinds=definite,indirect,possible \
	    --errors-for-leak-kinds=definite,indirect,possible --suppressions="$supp" \
	    --error-exitcode=99 "$DTRACE" "$@" >/dev/null 2>vg.err
	rc=$?
	if [ $rc -eq 99 ]; then echo "valgrind errors:"; cat vg.err; else echo "clean ($rc)"; fi
	rm -f vg.err
}
vg -qn 'BEGIN { a["x", 1] = 1; self->y = 2; this->s = execname; @c[execname, 1] = sum(3); printf("%s %d\n", this->s, a["x", 1]); exit(0) }'
vg -qn 'syscall::read:entry /pid == $target/ { self->t = timestamp; } syscall::read:return /self->t/ { @l[probefunc] = avg(timestamp - self->t); self->t = 0; } END { printa("%s %@d\n", @l); }' -c "$PROGS/readloop 20"
vg -qn 'tick-10ms { n++; } tick-10ms /n == 3/ { exit(0); }'
vg -qn 'BEGIN { x = ; }'
vg -qn 'syscall::getppid:entry /pid == $target/ { @u[ustack()] = count(); @k[stack()] = count(); @s[usym(uregs[R_PC])] = count(); ustack(); sym((uint64_t)curthread->restart_block.fn); printf("%a\n", caller); }' -c "$PROGS/stacks getppid 3"
vg -x oformat=json -qn 'BEGIN { @q = quantize(3); @c["a"] = count(); printf("%d\n", 1); printa(@c); exit(0); }'
vg -qn 'proc:::exec-success { printf("%s\n", curpsinfo->pr_psargs); } sdt:sched::sched_process_exec { trace(args[0]); } lockstat:::spin-spin { @ = count(); } io:::start { @a[args[1]->dev_statname] = count(); } sched:::off-cpu { @o[args[1]->pr_fname] = count(); }' -c /bin/true
vg -l -n 'sdt:::' -n 'sched:::enqueue'
vg -qn 'pid$target:a.out:work:entry { @[probefunc] = count(); } pid$target:a.out:work:0 { ustack(); } myprov$target:::work { trace(args[0]); } pid$target:libc.so.6:nanosleep:return { @r = count(); }' -c "$PROGS/usdt 2 1"
DTRACE=$(dirname "$DTRACE")/plockstat vg -A -s 2 "$PROGS/mutexes" 2 100
# probes in a library loaded later (dlopen), and user memory not paged in
vg -Z -qn 'pid$target:libdlt.so::entry { @[probefunc] = count(); } dlt$target:::work { @n = count(); }' -c "$PROGS/dlopener $PROGS/libdlt.so dlt_work 2 3"
{ head -c 8192 /dev/zero; printf 'cold'; } > cold.vg
vg -qn 'pid$target:a.out:show:entry { printf("%s\n", copyinstr(arg0)); }' -c "$PROGS/coldpage cold.vg 8192"
rm -f cold.vg
DTRACE=$(dirname "$DTRACE")/btrace vg -e 'BEGIN { @start[1] = nsecs; @n = count(); @h = hist(5); @s["a"] = "b"; $x = 2; if ($x > 1) { printf("%d\n", $x); } delete(@start[1]); exit(); }'
DTRACE=$(dirname "$DTRACE")/btrace vg -c "$PROGS/usdt 2 1" -e 'tracepoint:syscalls:sys_enter_nanosleep /pid == cpid/ { @[comm] = count(); } uprobe:'"$PROGS"'/usdt:work { @w = count(); } software:page-faults:1 /pid == cpid/ { @f++; }'
DTRACE=$(dirname "$DTRACE")/btrace vg -e 'BEGIN { @x = nosuch(1); }'
DTRACE=$(dirname "$DTRACE")/btrace vg -lv 'tracepoint:syscalls:sys_enter_openat'
DTRACE=$(dirname "$DTRACE")/btrace vg -f json -e 'BEGIN { @c[1, "a"] = count(); @v = 3; printf("x\n"); exit(); }'
DTRACE=$(dirname "$DTRACE")/btrace vg --test -e 'test:a { printf("x\n"); } test:b { printf("y\n"); exit(5); }'
DTRACE=$(dirname "$DTRACE")/btrace vg --bench -e 'bench:a { printf("x\n"); @n[1] = 2; }'
