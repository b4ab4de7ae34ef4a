# -x cppargs: more arguments for the preprocessor, split at blanks;
# -x cpppath: the preprocessor run, its argv[0] the program's name alone
# (its messages name it as DTrace's do), and its failure DTrace's error.
$DTRACE -x cppargs='-DX=3  -DY=4' -C -qn 'BEGIN { printf("%d\n", X + Y); exit(0); }'
dir=$(mktemp -d)
ln -s /bin/cat "$dir/mycpp"
$DTRACE -x cpppath="$dir/mycpp" -C -qn 'BEGIN { exit(0); }' 2>&1 | head -1
rm -rf "$dir"
