# The example of libdtrace(3) is a program that builds against the
# library and does what the page says: it prints the buckets of a
# quantize() aggregation that counted 5 and 100.
command -v man >/dev/null || { echo "man(1) is not installed" >&2; exit 77; }
root=$(cd ../../.. && pwd)
B=$(dirname "$DTRACE")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
MANWIDTH=200 man -l "$root/man/man3/libdtrace.3" 2>/dev/null |
    sed -n '/^EXAMPLES/,/^FILES/p' | sed 's/^              //' |
    awk '/^static int/ { p = 1 } /^FILES/ { p = 0 } p' > "$tmp/body.c"
{ echo '#include <stdio.h>'; echo '#include <dtrace.h>'; cat "$tmp/body.c"; } \
    > "$tmp/example.c"
case $B in *-san) san=-fsanitize=address,undefined ;; *) san= ;; esac
cc -Wall -Werror $san -I"$root/include" -o "$tmp/example" "$tmp/example.c" \
    "$B/libdtrace.a" $(pkg-config --libs libbpf libelf libdw 2>/dev/null ||
    echo -lbpf -lelf -ldw) -lz || exit 1
"$tmp/example"
