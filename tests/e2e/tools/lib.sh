# lib.sh -- sourced by the tests of the tools/ scripts: TOOLS, where they
# are, and rows ERE: "rows ok" when every non-empty line of stdin matches
# the extended regular expression, else each line that does not.
TOOLS=$(cd "$TESTDIR/../../../tools" && pwd)
rows() {
	bad=$(grep -vE -e "$1" | grep -v '^$')
	if [ -z "$bad" ]; then
		echo "rows ok"
	else
		printf 'bad row: %s\n' "$bad"
	fi
}
