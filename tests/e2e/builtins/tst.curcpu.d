/*
 * curcpu describes the CPU the probe fires on.
 * @@flags: -q
 */
BEGIN
{
	printf("%d %d\n", curcpu->cpu_id == cpu, curcpu->cpu_pset);
	exit(0);
}
