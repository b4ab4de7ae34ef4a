/*
 * Records as bpftrace prints them: printf() just what its format says, no
 * probe header; print() of a value and a newline; printa() as print(@m)
 * (normalize() as its divisor: hist() divides its counts, not its bars,
 * avg() its mean); END's output, then two newlines, then every map,
 * printed already or not, undivided.
 *
 * @@flags: -q -x oformat=bt
 *
 * bpftrace:
 *	BEGIN {
 *		printf("hi\t\x01\r|%s|%d\n", "q\"\\", 5);
 *		printf("no newline");
 *		printf("x\n");
 *		print(5); print(-3); print("str");
 *		@c["a"] = count(); @c["b"] = count(); @c["b"] = count();
 *		print(@c);
 *		@h = hist(1); @h = hist(1); @h = hist(1); @h = hist(5);
 *		@h = hist(5);
 *		print(@h, 0, 2);
 *		@a = avg(7); @a = avg(6);
 *		print(@a, 0, 3);
 *		@s[1] = sum(-9);
 *		print(@s, 0, 2);
 *		exit();
 *	}
 *	END { printf("end\n"); }
 */
BEGIN
{
	printf("hi\t\x01\r|%s|%d\n", "q\"\\", 5);
	printf("no newline");
	printf("x\n");
	print(5); print(-3); print("str");
	@c["a"] = count(); @c["b"] = count(); @c["b"] = count();
	printa(@c);
	@h = quantize(1); @h = quantize(1); @h = quantize(1); @h = quantize(5);
	@h = quantize(5);
	normalize(@h, 2); printa(@h); denormalize(@h);
	@a = avg(7); @a = avg(6);
	normalize(@a, 3); printa(@a); denormalize(@a);
	@s[1] = sum(-9);
	normalize(@s, 2); printa(@s); denormalize(@s);
	exit(0);
}

END
{
	printf("end\n");
}
