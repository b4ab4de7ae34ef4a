// run: echo "pid $$"; echo "warn $$" >&2
