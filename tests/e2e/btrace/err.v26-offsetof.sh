# offsetof() misused (bpftrace after 0.17): a member the struct does not
# have (bt's words for a missing field, as "." gives them), a path
# through a member that is no struct, and no member named.  Only the
# messages are compared.
for s in 'struct A { int x; } BEGIN { print(offsetof(struct A, y)); }' \
    'struct A { int x; } BEGIN { print(offsetof(struct A, x.y)); }' \
    'struct A { int x; } BEGIN { print(offsetof(struct A, )); }'; do
	$BTRACE -e "$s" 2>&1 | sed -n 's/^.*ERROR: //p'
	echo "status ${PIPESTATUS[0]}"
done
exit 1
