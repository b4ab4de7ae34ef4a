# C++ functions' names are demangled in ufunc(), usym() and ustack(), as
# FreeBSD's DTrace shows them (ns::f(int) for _ZN2ns1fEi); -x demangle=0
# leaves them as the object names them.  The C++ program is built here
# (g++).
dir=$(mktemp -d)
cat > "$dir/cxx.cc" <<'CXX'
namespace ns {
__attribute__((noinline)) int f(int x) { __asm__ volatile (""); return x + 1; }
}
#include <unistd.h>
int main() { int r = ns::f(41); sleep(1); return r == 42 ? 0 : 1; }
CXX
g++ -O1 -fno-omit-frame-pointer -o "$dir/cxx" "$dir/cxx.cc" || exit 1
for opt in "" "-x demangle=0"; do
	$DTRACE $opt -qn 'pid$target::_ZN2ns1fEi:entry {
		printf("%s|", probefunc); ufunc(uregs[R_PC]); printf("|");
		usym(uregs[R_PC]); ustack(1); exit(0); }' -c "$dir/cxx" |
	    sed 's/+0x[0-9a-f]*//' | awk 'NF'
done
rm -rf "$dir"
