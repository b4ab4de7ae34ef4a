# strsize bounds every string: a literal, a variable, strlen() and a
# string aggregation key.
$DTRACE -x strsize=6 -qn 'BEGIN { s = "abcdefghij"; printf("%s %s %d\n", "abcdefghij", s, strlen(s));
    @[s] = count(); exit(0); }'
