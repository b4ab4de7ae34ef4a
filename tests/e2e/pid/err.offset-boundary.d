/* pid provider: an offset that is inside an instruction */
/* @@flags: -c $PROGS/insns */
#pragma D option quiet
pid$target:a.out:work:4
{
	exit(0);
}
