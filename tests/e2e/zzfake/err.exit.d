// run: echo out; echo "dtrace: bad" >&2; exit 1
