/* SPDX-License-Identifier: Apache-2.0 */
/*
 * signals.c -- trigger program: send itself signals.
 * Usage: signals [N1 [N2 [END]]]   (defaults 1 and 1)
 *
 * Installs a handler for SIGUSR1 (10) and sets SIGUSR2 (12) to SIG_IGN,
 * then sends itself SIGUSR1 N1 times with kill(2) (si_code SI_USER, 0;
 * each handled before the next is sent) and SIGUSR2 N2 times with
 * raise(3), that is tgkill(2) (si_code SI_TKILL, -6; each discarded).
 * Then, by END:
 *   (none)  exits with status 0 after checking the handler ran N1 times
 *           (status 1 if not)
 *   kill    sends itself SIGKILL (9): killed
 *   abort   calls abort(): killed by SIGABRT (6), with a core dump if
 *           RLIMIT_CORE allows one
 */
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t handled;

static void
on_usr1(int sig)
{
	(void)sig;
	handled++;
}

int
main(int argc, char **argv)
{
	int n1 = argc > 1 ? atoi(argv[1]) : 1;
	int n2 = argc > 2 ? atoi(argv[2]) : 1;
	const char *end = argc > 3 ? argv[3] : "";
	struct sigaction sa;

	memset(&sa, 0, sizeof (sa));
	sa.sa_handler = on_usr1;
	sigemptyset(&sa.sa_mask);
	if (sigaction(SIGUSR1, &sa, NULL) != 0)
		return (2);
	sa.sa_handler = SIG_IGN;
	if (sigaction(SIGUSR2, &sa, NULL) != 0)
		return (2);
	for (int i = 0; i < n1; i++)
		kill(getpid(), SIGUSR1);
	for (int i = 0; i < n2; i++)
		raise(SIGUSR2);
	if (strcmp(end, "kill") == 0)
		kill(getpid(), SIGKILL);
	else if (strcmp(end, "abort") == 0)
		abort();
	return (handled == n1 ? 0 : 1);
}
