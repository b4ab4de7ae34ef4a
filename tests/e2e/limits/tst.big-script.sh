# A script with 50 string variables, 20 associative arrays with tuple keys
# and if/else nested 12 deep loads and runs: the generated code stays
# within what the verifier accepts.
script=$(mktemp)
trap 'rm -f "$script"' EXIT
{
	echo '#pragma D option quiet'
	echo 'syscall::getppid:entry /pid == $target/ {'
	for i in $(seq 0 49); do
		echo "	s$i = strjoin(\"v$i-\", execname);"
	done
	for i in $(seq 0 19); do
		echo "	a$i[s$i, $i] = $i;"
	done
	for d in $(seq 0 11); do
		echo "if (a$d[s$d, $d] == $d && strlen(s$d) > 0) {"
	done
	echo 'printf("deep %s %s\n", s49, toupper(s0));'
	for d in $(seq 11 -1 0); do
		echo "} else { printf(\"else $d %s\n\", s$d); }"
	done
	echo '	exit(0);'
	echo '}'
} >"$script"
$DTRACE -s "$script" -c "$PROGS/getppidloop 1"
