#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# run-compile.sh -- build the whole-compile fuzz target (fuzz_compile.c:
# D and bt, parser, semantic pass and code generation) with libFuzzer,
# ASan and UBSan, and run it for N seconds (default 600) as root.
#   fuzz/run-compile.sh [seconds] [libFuzzer options...]
# It starts from the committed corpus (fuzz/corpus-compile/), the test
# suite's own scripts and fuzz/kept/; what it finds new goes into
# fuzz/out/corpus-compile/, a crash, leak, hang or sanitizer report into
# fuzz/out/crash-* (leak-*, timeout-*, oom-*), the log into
# fuzz/out/compile.log.  Replay one with
#   build-fuzz/fuzz_compile fuzz/out/crash-...
# Add to the committed corpus what a run found that it does not cover:
#   fuzz/run-compile.sh merge
set -eu
cd "$(dirname "$0")/.."
OUT=fuzz/out
SEEDS=$OUT/seeds-compile
WORK=$OUT/corpus-compile
KEEP=fuzz/corpus-compile

if ! command -v clang >/dev/null 2>&1; then
	echo "run-compile.sh: clang not found (scripts/deps.sh installs it)" >&2
	exit 1
fi
mkdir -p "$SEEDS" "$WORK" "$KEEP"
make -j2 fuzz >$OUT/make.log 2>&1 || {
	tail -n 30 $OUT/make.log >&2
	exit 1
}

# The seeds: every script of the test suite, and every program a shell
# test gives dtrace -n or btrace -e, each behind the byte that makes
# fuzz_compile compile it as its command would (fuzz_compile.c).
python3 - "$SEEDS" <<'EOF'
import glob, hashlib, os, re, sys

out = sys.argv[1]


def seed(mode, text):
    data = bytes([mode]) + text
    name = hashlib.sha1(data).hexdigest()
    with open(os.path.join(out, name), 'wb') as f:
        f.write(data)


for pat, mode in (('tests/e2e/**/*.d', 0), ('tests/e2e/**/*.bt', 1),
                  ('tests/bt-gold/**/*.bt', 1), ('fuzz/kept/*.d', 0),
                  ('fuzz/kept/*.bt', 1)):
    for path in glob.glob(pat, recursive=True):
        with open(path, 'rb') as f:
            seed(mode, f.read())
# dtrace -n '...' and btrace -e '...' in the shell tests
arg = re.compile(rb"\$(DTRACE|BTRACE)\b[^\n]*?-[a-zA-Z]*([ne]) '([^']*)'")
for path in glob.glob('tests/**/*.sh', recursive=True):
    with open(path, 'rb') as f:
        text = f.read()
    for m in arg.finditer(text):
        if m.group(1) == b'DTRACE' and m.group(2) == b'n':
            seed(2, m.group(3))
        elif m.group(1) == b'BTRACE' and m.group(2) == b'e':
            seed(3, m.group(3))
EOF

cd $OUT
if [ "${1:-}" = merge ]; then
	# into the kept corpus, the inputs of the run's and the seeds that
	# cover what it does not
	../../build-fuzz/fuzz_compile -merge=1 -max_len=4096 -timeout=10 \
	    -rss_limit_mb=2048 ../corpus-compile corpus-compile \
	    seeds-compile >compile-merge.log 2>&1 || {
		tail -n 30 compile-merge.log >&2
		exit 1
	}
	tail -n 1 compile-merge.log
	exit 0
fi
SECS=${1:-600}
[ $# -gt 0 ] && shift
rc=0
../../build-fuzz/fuzz_compile -max_total_time="$SECS" -max_len=4096 \
    -timeout=10 -rss_limit_mb=2048 -dict=../compile.dict \
    -artifact_prefix=./ -print_final_stats=1 "$@" \
    corpus-compile ../corpus-compile seeds-compile 2>compile.log || rc=$?
# the last report, and the totals
grep -E '^#[0-9]+(:|[[:space:]].*(DONE|pulse|NEW|REDUCE))' compile.log | tail -n 1
grep -E '^(stat::|SUMMARY|==[0-9]+==ERROR|artifact_prefix)' compile.log || :
exit $rc
