#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# conformance.sh -- DTrace's own test suite (the public part Oracle's
# dtrace-utils ships, kept outside the project) against build/dtrace.
#
# Usage: sh tests/conformance.sh [--update]
#
# Runs the tests of $DT_CONFORMANCE/public.txt (default
# ../shared/conformance beside the checkout) with that directory's runner,
# then compares with tests/conformance/passing.txt, the tests that passed
# when it was last updated: a test of that list that fails now, and again
# when run once more alone, fails this script.  Tests that pass now and are not in the list are named, so that
# the list can be updated (--update writes it).  Tests of
# tests/conformance/divergent.txt (where Oracle's expected output differs
# from illumos DTrace's, which dtrace follows) are counted apart.
# Without the suite, it says so and exits 77.  DT_CONFORMANCE_JSON=FILE
# keeps the runner's detailed results (each test's diff) in FILE.  The last line is
# "N passed, N failed, N skipped" (failed: tests of the list that failed).
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
B=${B:-build}
case $B in /*) ;; *) B=$ROOT/$B ;; esac
CONF=${DT_CONFORMANCE:-$ROOT/../shared/conformance}
LIST=$ROOT/tests/conformance/passing.txt
DIVERGENT=$ROOT/tests/conformance/divergent.txt
JOBS=${DT_CONFORMANCE_JOBS:-2}

if [ ! -f "$CONF/run-dtrace-utils.py" ] || [ ! -d "$CONF/dtrace-utils" ]; then
	echo "conformance: no suite at $CONF (set DT_CONFORMANCE); skipped" >&2
	exit 77
fi
TMP=$(mktemp -d "${TMPDIR:-/tmp}/dtrace-conformance.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT
trap 'exit 130' INT TERM
# the runner names the binary in messages: it must be called dtrace
mkdir "$TMP/bin" && ln -s "$B/dtrace" "$TMP/bin/dtrace" || exit 1
cp -r "$CONF/dtrace-utils" "$TMP/dtu" && chmod -R u+w "$TMP/dtu" || exit 1
python3 "$CONF/run-dtrace-utils.py" --suite "$TMP/dtu" \
    --dtrace "$TMP/bin/dtrace" --list "$CONF/public.txt" --jobs "$JOBS" \
    --json "$TMP/results.json" >"$TMP/run.log" 2>&1
[ -n "${DT_CONFORMANCE_JSON:-}" ] && cp "$TMP/results.json" "$DT_CONFORMANCE_JSON"
# a test of the list that failed runs once more, alone: a timing-bound
# test the machine slowed is not a regression (the second run decides)
again=$(python3 - "$TMP/results.json" "$LIST" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
listed = {l.split()[0] for l in open(sys.argv[2])
          if l.strip() and not l.startswith("#")}
print(" ".join(r["test"] for r in results
               if r["result"] != "PASS" and r["test"] in listed))
PY
)
if [ -n "$again" ]; then
	# shellcheck disable=SC2086
	python3 "$CONF/run-dtrace-utils.py" --suite "$TMP/dtu" \
	    --dtrace "$TMP/bin/dtrace" --jobs 1 \
	    --json "$TMP/again.json" $again >>"$TMP/run.log" 2>&1
fi
python3 - "$TMP/results.json" "$LIST" "$DIVERGENT" "${1:-}" \
    "$TMP/again.json" <<'PY'
import json, os, sys
res, listf, divf, update, againf = sys.argv[1:6]
results = json.load(open(res))["results"]
if os.path.exists(againf):
    second = {r["test"]: r for r in json.load(open(againf))["results"]}
    results = [second.get(r["test"], r) for r in results]
passed = sorted(r["test"] for r in results if r["result"] == "PASS")
failed = {r["test"]: r for r in results if r["result"] != "PASS"}
def names(path):
    try:
        return [l.split()[0] for l in open(path)
                if l.strip() and not l.startswith("#")]
    except FileNotFoundError:
        return []
before = set(names(listf))
divergent = set(names(divf))
lost = sorted(t for t in before if t in failed)
new = sorted(t for t in passed if t not in before)
for t in lost:
    print("FAIL %s: passed before, now: %s" % (t, failed[t]["reason"]))
for t in new:
    print("NEW  %s passes (not yet in tests/conformance/passing.txt)" % t)
total = len(results)
div_failed = len([t for t in failed if t in divergent])
counted = total - len(divergent)
ok = len([t for t in passed if t not in divergent])
print("conformance: %d of %d pass (%.1f%%); %d divergent from illumos "
      "(%d of them fail); without them %d of %d (%.1f%%)" % (
      len(passed), total, 100.0 * len(passed) / max(total, 1),
      len(divergent), div_failed, ok, counted,
      100.0 * ok / max(counted, 1)))
if update == "--update":
    with open(listf, "w") as f:
        f.write("# tests of ../shared/conformance/public.txt that pass; "
                "tests/conformance.sh\n# fails when one of them fails "
                "(--update rewrites this list)\n")
        for t in passed:
            f.write(t + "\n")
    print("conformance: wrote %d tests to %s" % (len(passed), listf))
print("%d passed, %d failed, %d skipped" % (len(passed), len(lost), 0))
sys.exit(1 if lost else 0)
PY
