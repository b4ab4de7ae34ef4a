/*
 * The D library's register names for uregs[]: pt_regs's order, the
 * 32-bit names as aliases, the segment registers and the trap number
 * after them.
 * @@flags: -q
 */
BEGIN
{
	printf("%d %d %d %d %d %d\n", R_PC, R_SP, R_FP, R_R0, R_R1, R_PS);
	printf("%d %d %d %d %d %d %d %d\n", R_EAX, R_EBX, R_ECX, R_EDX,
	    R_ESI, R_EDI, R_EBP, R_ESP);
	printf("%d %d %d %d\n", R_EIP, R_EFL, R_ERR, R_CS);
	printf("%d %d %d %d %d\n", R_DS, R_ES, R_FS, R_GS, R_TRAPNO);
	printf("%d\n", uregs[R_TRAPNO] >= 0 && uregs[R_DS] >= 0);
	exit(0);
}
