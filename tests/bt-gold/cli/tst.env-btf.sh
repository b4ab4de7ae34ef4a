# BPFTRACE_BTF: the kernel's types from a BTF file: the kernel's own (the
# file of /sys/kernel/btf): curtask's members, a struct's size; a file of
# one struct (bt_test_s, 3 ints) and int, which the kernel does not have.
. "$TESTDIR/../lib.sh"
BPFTRACE_BTF=/sys/kernel/btf/vmlinux "$BTRACE" -e 'BEGIN {
    printf("%d %d\n", curtask->tgid == (int32)pid,
        sizeof(struct task_struct) > 0);
    exit(); }'
echo "status $?"
# header, types (int; struct bt_test_s { int a, b, c; }), strings
printf '\x9f\xeb\x01\x00\x18\x00\x00\x00\x00\x00\x00\x00\x40\x00\x00\x00'\
'\x40\x00\x00\x00\x15\x00\x00\x00'\
'\x01\x00\x00\x00\x00\x00\x00\x01\x04\x00\x00\x00\x20\x00\x00\x01'\
'\x05\x00\x00\x00\x03\x00\x00\x04\x0c\x00\x00\x00'\
'\x0f\x00\x00\x00\x01\x00\x00\x00\x00\x00\x00\x00'\
'\x11\x00\x00\x00\x01\x00\x00\x00\x20\x00\x00\x00'\
'\x13\x00\x00\x00\x01\x00\x00\x00\x40\x00\x00\x00'\
'\x00int\x00bt_test_s\x00a\x00b\x00c\x00' > "$T/test.btf"
prog='BEGIN { printf("%d\n", sizeof(struct bt_test_s)); exit(); }'
BPFTRACE_BTF=$T/test.btf "$BTRACE" -e "$prog"
echo "status $?"
