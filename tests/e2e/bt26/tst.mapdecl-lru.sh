# lruhash(N) and percpulruhash(N) (docs/language.md "Map Declarations"):
# a map that evicts its least recently used elements when full (the
# kernel's LRU hash: "approximately", the docs warn, so only what is
# certain is checked: at most N elements, the last one stored among
# them), where hash(N) would keep the first N.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
# shellcheck disable=SC2016
"$BTRACE" -e '
let @l = lruhash(2);
let @p = percpulruhash(2);
BEGIN
{
  @l[1] = 10; @l[2] = 20; @l[3] = 30;
  @p[1] = count(); @p[2] = count(); @p[3] = count();
  exit();
}' >"$T/out" 2>&1
echo "status $?"
for m in l p; do
	n=$(grep -c "^@$m\[" "$T/out")
	echo "@$m: $([ "$n" -ge 1 ] && [ "$n" -le 2 ] && echo "1 or 2") elements, last: $(grep -c "^@$m\[3\]: " "$T/out")"
done

