/* trunc(@, n) keeps the n largest values, trunc(@, -n) the n smallest,
 * trunc(@) removes every key.  (The consumer carries these out in order
 * with printa(); updates of the aggregation happen as the probes fire, so
 * the data is made in BEGIN and the truncation done in END.) */
#pragma D option quiet

BEGIN
{
	@a["one"] = sum(1);
	@a["two"] = sum(2);
	@a["three"] = sum(3);
	@a["four"] = sum(4);
	@a["five"] = sum(5);
	@b = count();
	exit(0);
}

END
{
	trunc(@a, 3);
	printa(@a);
	trunc(@a, -2);
	printa(@a);
	trunc(@a, 10);
	printa(@a);
	trunc(@a);
	printa(@a);
	trunc(@b, 1);
	printa(@b);
	trunc(@b);
	printa(@b);
}
