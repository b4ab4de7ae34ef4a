#!/usr/bin/env python3
"""update-xfail.py LOG -- rewrite tests/bt-gold/XFAIL from the output of
    BTRACE=build/btrace sh tests/bt-gold/run.sh > LOG
every failing test with a reason: the feature it needs when btrace's
error names one, else the first line of the difference."""
import os
import re
import sys

RULES = [
    (r"Unknown function: (\w+)", lambda m: "%s() not yet" %
     m.group(1).replace("__bt_", "")),
    (r"'while' is not supported yet", lambda m: "while loops not yet"),
    (r"unexpected ,, expecting \)", lambda m: "tuples not yet"),
    (r"Unknown identifier: '__bt_(\w+)'", lambda m: "the %s built-in not yet"
     % m.group(1)),
]

HEADER = """\
# tests/bt-gold/XFAIL -- the gold tests btrace does not pass yet, with why
# (the first line of the difference when there is no simpler reason).
# tests/run.sh counts a listed test that fails as skipped, with the
# reason, and one that passes as a failure (take it out of this list).
# Rewritten from a run of the corpus by tests/bt-gold/update-xfail.py.
"""


def main():
    fails, cur, body = [], None, []
    for line in open(sys.argv[1]).read().split("\n") + ["FAIL_END"]:
        if (line.startswith(("FAIL ", "PASS ")) or line == "FAIL_END" or
                re.match(r"^\d+ passed", line)):
            if cur:
                fails.append((cur, body))
            cur, body = None, []
            m = re.match(r"FAIL (\S+): (.*)", line)
            if m:
                cur = (m.group(1), m.group(2))
            continue
        if cur:
            body.append(line)
    out = []
    for (name, why), body in fails:
        ours = "\n".join(l for l in body
                         if l.startswith("+") and not l.startswith("+++"))
        reason = None
        for pat, fn in RULES:
            m = re.search(pat, ours)
            if m:
                reason = fn(m)
                break
        if reason is None and "timed out" in why:
            reason = "times out under btrace"
        if reason is None:
            diff = [l for l in body if l[:1] in "+-" and
                    not l.startswith(("---", "+++"))]
            reason = "differs from bpftrace"
            if "exit status" in why:
                reason += " (" + why + ")"
            reason += ": " + (diff[0][:60] if diff else "")
        out.append("bt-gold/%s %s" % (name, reason.replace("\t", " ")))
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "XFAIL")
    with open(path, "w") as f:
        f.write(HEADER + "\n".join(sorted(out)) + "\n")
    print("%d tests listed" % len(out))


main()
