# @@exit: 0
# fail(), errorf(), memcmp(), assert(), globmatch() and the type tests:
# their errors.
# fail() (later bpftrace; docs/stdlib.md "fail") stops the compile with
# its format applied to its values, which must be literals (the docs'
# example, its positional parameter given 1); the others in btrace's own
# words where bpftrace's are not documented: a value fail() cannot know
# at compile time, a value that does not fit its conversion, values
# missing for the format (printf()'s words), memcmp()'s count not a
# literal or larger than a value, a value not kept in memory, assert()'s
# argument count, an undefined variable in a type test, globmatch() of
# something not a string, a pattern not a literal or with a class not
# closed.  Expected output written by hand; each error placed as btrace
# places all of them (the mark starts after the last blank before the
# place).
"$BTRACE" -e 'BEGIN { if ($1 < 2) { fail("Expected the first positional param to be greater than 1. Got %d", $1); } }' 1
echo "status $?"
"$BTRACE" -e 'BEGIN { fail("limit %d of %s", -3, "two"); }'
echo "status $?"
"$BTRACE" -e 'BEGIN { fail("pid %d", pid); }'
echo "status $?"
"$BTRACE" -e 'BEGIN { fail("%d", "a"); }'
echo "status $?"
"$BTRACE" -e 'BEGIN { fail("%d %d", 1); }'
echo "status $?"
"$BTRACE" -e 'BEGIN { errorf("%d %d", 1); }'
echo "status $?"
"$BTRACE" -e 'BEGIN { print(memcmp("abc", "abd", pid)); }'
echo "status $?"
"$BTRACE" -e 'BEGIN { $s = "abc"; print(memcmp($s, 5, 1)); }'
echo "status $?"
"$BTRACE" -e 'BEGIN { print(memcmp("abc", "abd", 10)); }'
echo "status $?"
"$BTRACE" -e 'BEGIN { assert(1); }'
echo "status $?"
"$BTRACE" -e 'BEGIN { print(is_str($nope)); }'
echo "status $?"
"$BTRACE" -e 'BEGIN { $p = "*"; print(globmatch("a", $p)); }'
echo "status $?"
"$BTRACE" -e 'BEGIN { print(globmatch(1, "*")); }'
echo "status $?"
"$BTRACE" -e 'BEGIN { print(globmatch("a", "[ab")); }'
echo "status $?"
