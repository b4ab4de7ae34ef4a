# @@exit: 0
# import's errors: a file found nowhere (the paths checked said), an
# import cycle, an error in an imported file (its file and line said, at
# the import), a config block in an imported file, an import after a
# probe or in one (bpftrace's words: statements' imports are of C files),
# C and BPF files (they need clang, which btrace has not:
# INCOMPATIBILITIES.md), a file of no known kind, a file in a directory
# anyone may write (bpftrace's refusal).  The files are looked for under
# the program's directory (-e: the current one), then -I's.
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT
: > "$d/probe.bpf.c"
: > "$d/notes.txt"
mkdir "$d/open"
: > "$d/open/w.bt"
chmod 777 "$d/open"
for p in 'import "nope.bt"; BEGIN { exit(); }' \
    'import "import/cycle-a.bt"; BEGIN { exit(); }' \
    'import "import/bad.bt"; END { exit(); }' \
    'import "import/config.bt"; BEGIN { exit(); }' \
    'BEGIN { exit(); } import "import/util.bt";' \
    'BEGIN { import "import/util.bt"; exit(); }' \
    'BEGIN { import "probe.bpf.c"; exit(); }' \
    'import "probe.bpf.c"; BEGIN { exit(); }' \
    'import "notes.txt"; BEGIN { exit(); }' \
    'import "open/w.bt"; BEGIN { exit(); }'; do
	"$BTRACE" -I "$d" -e "$p" 2>&1 | sed "s|$d|DIR|g"
	echo "status ${PIPESTATUS[0]}"
done
