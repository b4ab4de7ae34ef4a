# sizeof: of types, built-ins, variables and literals, as bpftrace sizes
# them (integer literals are 64-bit, a string literal its length and NUL,
# comm 16); strncmp(a, b, n): 0 if the first n characters are the same,
# else 1.
$BTRACE -e 'BEGIN { $x = 5; printf("%d %d %d %d %d %d %d %d\n",
    sizeof(int32), sizeof(uint8), sizeof(struct task_struct) > 100,
    sizeof(comm), sizeof("abc"), sizeof($x), sizeof(1), sizeof(str(0)));
    printf("%d %d %d %d %d %d\n", strncmp("abd", "abc", 3),
    strncmp("abd", "abc", 2), strncmp("ab", "abc", 5),
    strncmp("abc", "abc", 10), strncmp("a", "b", 0),
    strncmp(comm, "btr", 3) + strncmp(comm, "bpf", 3));
    @s = sizeof(int64); exit(); }'
