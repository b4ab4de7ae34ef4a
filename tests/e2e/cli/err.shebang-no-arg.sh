# a #! interpreter script using $1 run without an operand: a compile error
# naming the script, exit status 1.
f=$(mktemp)
trap 'rm -f "$f"' EXIT
printf '#!%s -qs\n#pragma D option errtags\nBEGIN { printf("%%d\\n", $1); exit(0); }\n' "$DTRACE" >"$f"
chmod +x "$f"
"$f" 2>&1 | sed "s|$f|SCRIPT|"
exit "${PIPESTATUS[0]}"
