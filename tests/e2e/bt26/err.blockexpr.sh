# @@exit: 0
# Block expressions' errors: a block used as a value whose last statement
# is no expression, or has a ';' after it (docs/language.md "Block
# Expressions": "as long as the last statement of the block is an
# expression with no trailing semi-colon"), an empty one; and btrace's
# own (INCOMPATIBILITIES.md): a block of statements where its value may
# not be computed (after && or ||, in a branch of ?:, a while loop's
# condition, a predicate), since btrace runs its statements before the
# statement that uses it.
for p in 'BEGIN { $a = { $b = 1; }; }' \
    'BEGIN { $a = { }; }' \
    'BEGIN { $a = { if (1) { $b = 1 } }; }' \
    'BEGIN { $a = 1 && { printf("x"); 1 }; }' \
    'BEGIN { $a = 0 ? { printf("x"); 1 } : 2; }' \
    'BEGIN { $i = 0; while ({ $i++; $i < 3 }) { } }' \
    'BEGIN /{ $a = 1; $a }/ { exit(); }' \
    'BEGIN { $a = { 1 '; do
	"$BTRACE" -e "$p"
	echo "status $?"
done
