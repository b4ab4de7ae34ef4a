# `probe` of a uprobe names its file by the path that found it: a library
# by its short name (libc) is the library directory's file, a program in
# $PATH the $PATH entry, a path as it was given (a symbolic link is not
# followed).
. "$TESTDIR/../lib.sh"
cd "$T" || exit 1
mkdir bin
cp "$PROGS/ufuncs" bin/ufuncs
ln -s ufuncs bin/uf-link
PATH="$T/bin:$PATH" "$BTRACE" -c "bin/ufuncs 1 5" -e '
uprobe:libc:nanosleep /pid == cpid/ { printf("%s\n", probe); }
uprobe:ufuncs:add3 { printf("%s\n", probe); }
uretprobe:bin/uf-link:greet { printf("%s\n", probe); }
' 2>&1 | sed "s#$T#T#g"
