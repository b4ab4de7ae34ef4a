# Stacks and symbols in JSON: a frame is its text, module, function name
# and offset; sym()/usym() give the text, object and name (-O: the
# aggregation is printed at exit, on a line of its own).
$DTRACE -O -x oformat=json -qn 'syscall::getppid:entry /pid == $target/ {
	ustack(3); usym(uregs[R_PC]); umod(uregs[R_PC]); sym((uint64_t)curthread->restart_block.fn);
	@[ustack(2)] = count(); exit(0); }' -c "$PROGS/stacks getppid 3" |
    jq -c 'if has("output") then .output else del(.version, .timestamp) end' |
    sed -E 's/\+0x[0-9a-f]+"/+OFF"/g; s/"offset":"0x[0-9a-f]+"/"offset":"OFF"/g'
