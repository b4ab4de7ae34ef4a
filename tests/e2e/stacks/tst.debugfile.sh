# A stripped program's symbols come from its separate debug file: found by
# build-id under /usr/lib/debug/.build-id, or by .gnu_debuglink in a
# .debug directory beside the program.
dir=$(mktemp -d /tmp/dtrace-debugfile.XXXXXX)
id=$(readelf -n "$PROGS/stacks" | awk '/Build ID/ { print $3 }')
[ -n "$id" ] || { echo "no build-id in stacks" >&2; exit 1; }
idfile=/usr/lib/debug/.build-id/${id:0:2}/${id:2}.debug
made_id=0
trap 'rm -rf "$dir"; [ $made_id = 1 ] && rm -f "$idfile"' EXIT

objcopy --only-keep-debug "$PROGS/stacks" "$dir/stacks.debug"
strip -o "$dir/stripped" "$PROGS/stacks"
run() {
	$DTRACE -qn 'syscall::getppid:entry /pid == $target/ { @[ustack(4)] = count(); }' \
	    -c "$1 getppid 2" | sed 's/+0x[0-9a-f]*$//'
}
echo "without a debug file:"
run "$dir/stripped" | sed 's/`0x[0-9a-f]*$/`ADDR/'

echo "by build-id:"
if [ ! -e "$idfile" ]; then
	mkdir -p "$(dirname "$idfile")" && cp "$dir/stacks.debug" "$idfile" && made_id=1
fi
run "$dir/stripped"

echo "by .gnu_debuglink:"
objcopy --remove-section=.note.gnu.build-id --add-gnu-debuglink="$dir/stacks.debug" \
    "$dir/stripped" "$dir/linked"
mkdir "$dir/.debug" && mv "$dir/stacks.debug" "$dir/.debug/"
run "$dir/linked"
