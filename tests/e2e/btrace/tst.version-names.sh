# btrace --version names btrace, its version (VERSION) and the language
# it speaks; invoked as bpftrace it prints bpftrace 0.17's line.
dir=$(mktemp -d)
ln -s "$BTRACE" "$dir/bpftrace"
"$BTRACE" --version
"$dir/bpftrace" --version
"$DTRACE" -V
rm -rf "$dir"
