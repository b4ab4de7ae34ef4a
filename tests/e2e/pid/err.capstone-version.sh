# Probes on instructions need capstone of the version dtrace was built
# for (cs_insn's layout changes between versions): another version is
# refused with the reason.  A stand-in libcapstone.so that says it is
# the next major version is found first through LD_LIBRARY_PATH.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cat > "$tmp/fake.c" <<'C'
#include <capstone/capstone.h>
unsigned cs_version(int *major, int *minor)
{
	*major = CS_API_MAJOR + 1;
	*minor = 0;
	return 0;
}
C
cc -shared -fPIC -o "$tmp/libcapstone.so.$(echo CS_API_MAJOR |
    cc -E -include capstone/capstone.h - | tail -n 1)" "$tmp/fake.c" || exit 2
ln -s "$tmp"/libcapstone.so.* "$tmp/libcapstone.so"
LD_LIBRARY_PATH=$tmp $DTRACE -n 'pid$target:a.out:main:1 { }' \
    -c "$PROGS/insns" 2>&1 |
    sed 's/capstone [0-9]*,/capstone N,/; s/version [0-9]*\.0/version N+1.0/'
exit "${PIPESTATUS[0]}"
