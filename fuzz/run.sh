#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# run.sh -- build the D parser fuzz target with libFuzzer + ASan + UBSan
# and run it for N seconds (default 60) on a seed corpus of D scripts.
#   fuzz/run.sh [seconds] [jobs]
# Crashes are written as fuzz/out/crash-* (logs fuzz/out/fuzz-N.log); replay
# one with
#   fuzz/out/fuzz_parse fuzz/out/crash-...
set -eu
cd "$(dirname "$0")/.."
SECS=${1:-60}
JOBS=${2:-1}
OUT=fuzz/out
CORPUS=$OUT/corpus
mkdir -p "$CORPUS"

if ! command -v clang >/dev/null 2>&1; then
	echo "run.sh: clang not found; install it with: apt-get install clang" >&2
	exit 1
fi

make -s build/gen/dt_libtypes.h	# the parser's table of library types
clang -g -O1 -std=c11 -D_GNU_SOURCE -DFUZZ_LIBFUZZER \
    -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
    -Isrc/lib/front -Isrc/lib/session -Ibuild/gen -o $OUT/fuzz_parse fuzz/fuzz_parse.c \
    src/lib/front/dt_lex.c src/lib/front/dt_parse.c src/lib/front/dt_ast.c

# Seed corpus: a few representative scripts.
printf '%s\n' '#!/usr/sbin/dtrace -s' '#pragma D option quiet' \
    'syscall::read:entry /pid == $target && arg2 > 0/ {' \
    '  @bytes[execname, probefunc] = sum(arg2); self->ts = timestamp; }' \
    'syscall::read:return /self->ts/ { @t = quantize(timestamp - self->ts);' \
    '  self->ts = 0; }' 'tick-5s { printa("%s %@d\n", @bytes); exit(0) }' \
    > $CORPUS/seed1.d
printf '%s\n' 'typedef unsigned long long foo_t;' \
    'struct s { int a; char b[8]; unsigned int f:3; } sv;' \
    'enum e { A, B = 5, C }; inline int NCPU = 4; self int y; this string s;' \
    'translator struct out < struct in *P > { m = P->x; };' \
    'provider p { probe q(int, char *) : (void); };' \
    'BEGIN { x = (foo_t)a + sizeof (int) * -b[1] ? 1 : 2; }' \
    > $CORPUS/seed2.d
printf '%s\n' 'pid$target:libc.so.6:malloc:entry, fbt:vmlinux:*read*:entry' \
    '/* c */ /x ^^ y || !z/ { if (x) { trace(1) } else { y = '"'"'\x41'"'"'; }' \
    '  printf("%s %d\t\n", stringof(args[0]->name), vmlinux`jiffies);' \
    '  offsetof(struct s, a); xlate <psinfo_t *>(curthread)->pr_pid; }' \
    > $CORPUS/seed3.d
printf '%s' 'syscall::openat:entry { n++ } tick-1s /n/' > $CORPUS/seed4.d

# Run inside $OUT so libFuzzer's logs (fuzz-N.log) and artifacts stay there.
cd $OUT
if [ "$JOBS" -gt 1 ]; then
	set -- -jobs="$JOBS" -workers="$JOBS"
else
	set --
fi
exec ./fuzz_parse -max_total_time="$SECS" -max_len=4096 \
    -artifact_prefix=./ -print_final_stats=1 "$@" corpus
