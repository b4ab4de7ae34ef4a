# a script run as a #! interpreter file, with arguments
f=$(mktemp)
trap 'rm -f "$f"' EXIT
printf '#!%s -qs\nBEGIN { printf("%%s %%d\\n", $$1, $2); exit(0); }\n' "$DTRACE" >"$f"
chmod +x "$f"
"$f" word 7
