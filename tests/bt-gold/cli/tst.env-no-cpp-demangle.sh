# C++ functions' names are demangled in usym() and func (ns::f(int)
# for _ZN2ns1fEi); BPFTRACE_NO_CPP_DEMANGLE=1 leaves them as they are.
# The C++ program is built here (g++); it lives on after the call, for
# its symbols to be found.
. "$TESTDIR/../lib.sh"
cat > "$T/cxx.cc" <<'CXX'
namespace ns {
__attribute__((noinline)) int f(int x) { __asm__ volatile (""); return x + 1; }
}
#include <unistd.h>
int main() { int r = ns::f(41); sleep(2); return r == 42 ? 0 : 1; }
CXX
g++ -O1 -fno-omit-frame-pointer -o "$T/cxx" "$T/cxx.cc" || exit 1
prog='uprobe:$1:_ZN2ns1fEi { printf("%s|%s|%s\n", usym(reg("ip")), func,
    probe); exit(); }'
"$BTRACE" -e "$prog" "$T/cxx" -c "$T/cxx" | sed "s|$T|T|g"
echo "status $?"
BPFTRACE_NO_CPP_DEMANGLE=1 "$BTRACE" -e "$prog" "$T/cxx" -c "$T/cxx" |
    sed "s|$T|T|g"
echo "status $?"
