# The classic: @[ustack()] = count() from profile-997 on a busy program.
# The busiest stack is printed last; it is the program's call chain (its
# frames in the program itself are compared).
$DTRACE -qn 'profile-997 /pid == $target/ { @[ustack()] = count(); }' \
    -c "$PROGS/stacks spin 300" | sed 's/+0x[0-9a-f]*$//' |
    awk 'NF == 0 { n = 0; next } /`/ { if ($1 ~ /^stacks`/) s[n++] = $1; next }
	{ last = ""; for (i = 0; i < n; i++) last = last s[i] "\n" }
	END { printf "%s", last }'
