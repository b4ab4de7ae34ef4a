# btrace --test and --bench run valgrind-clean (no errors, no leaks): a
# passing and a failing test, a benchmark that prints.
# @@timeout: 120
if nm -D "$BTRACE" 2>/dev/null | grep -q __asan_init; then
	echo "valgrind cannot run a sanitizer build" >&2
	exit 77
fi
supp="$TESTDIR/../../valgrind.supp"
[ -f "$supp" ] || supp="$(dirname "$0")/../../valgrind.supp"
vg() {
	valgrind -q --leak-check=full --show-leak-kinds=definite,indirect,possible \
	    --errors-for-leak-kinds=definite,indirect,possible --suppressions="$supp" \
	    --error-exitcode=99 "$BTRACE" "$@" >/dev/null 2>vg.err
	rc=$?
	if [ $rc -eq 99 ]; then echo "valgrind errors:"; cat vg.err; else echo "clean ($rc)"; fi
	rm -f vg.err
}
vg --test -e 'test:a { printf("x\n"); } test:b { printf("y\n"); exit(5); }'
vg --bench -e 'bench:a { printf("x\n"); @n[1] = 2; }'
