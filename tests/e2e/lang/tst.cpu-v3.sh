# Signed division and remainder, narrowing casts and pointer differences,
# as C defines them, with the kernel's cpu v4 instructions and, as on
# kernels before Linux 6.6 (DTRACE_NO_CPU_V4), without them.
for no in "" 1; do
	DTRACE_NO_CPU_V4=$no $DTRACE -qn 'BEGIN {
	a = -7; b = 2; c = 7; d = -2;
	printf("%d %d %d %d %d %d\n", a / b, a % b, c / d, c % d, a / d,
	    a % d);
	x = 0x1ff; y = 0x18000; z = 0x180000000;
	printf("%d %d %d %d\n", (char)x, (short)y, (int)z, (unsigned char)x);
	this->p = (int *)x; this->q = (int *)(x + 40);
	printf("%d %d\n", this->q - this->p, this->p - this->q);
	exit(0);
}'
done
