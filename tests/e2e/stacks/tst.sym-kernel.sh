# sym(), func() and mod() of kernel addresses, as actions and keys, and
# printf's %a: an address inside a function is that function.
$DTRACE -qn 'syscall::getppid:entry /pid == $target/ {
	this->f = (uint64_t)curthread->restart_block.fn;
	sym(this->f); printf("|"); func(this->f + 1); printf("|"); mod(this->f);
	printf("|%a|%a\n", this->f, this->f + 1);
	@s[sym(this->f)] = count(); @s[sym(this->f + 2)] = count(); @m[mod(this->f)] = count(); }' \
    -c "$PROGS/stacks getppid 3"
