/* SPDX-License-Identifier: Apache-2.0 */
/*
 * tcpconn.c -- trigger program: one TCP connection over 127.0.0.1, in
 * steps whose order does not depend on timing, then one refused connect.
 * Usage: tcpconn [-6] PORT [REFUSED_PORT]
 *
 * It listens on 127.0.0.1:PORT (::1 with -6), connects to it and accepts; the client
 * sends 100 bytes, the server answers 200; the client shuts its side
 * down, and once it is in FIN_WAIT_2 the server shuts down its own; once
 * the server's socket is closed everything is closed.  Then it connects
 * to REFUSED_PORT, where nothing may listen.  Exits 0, or 1
 * with a message.
 */
#include <errno.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#define CLIENT_BYTES	100
#define SERVER_BYTES	200

static int
fail(const char *what)
{
	fprintf(stderr, "tcpconn: %s: %s\n", what, strerror(errno));
	exit(1);
}

static int family = AF_INET;

/* the loopback address, port 'port' */
static socklen_t
loopback(struct sockaddr_storage *ss, int port)
{
	struct sockaddr_in *sin = (struct sockaddr_in *)ss;
	struct sockaddr_in6 *sin6 = (struct sockaddr_in6 *)ss;

	memset(ss, 0, sizeof(*ss));
	if (family == AF_INET6) {
		sin6->sin6_family = AF_INET6;
		sin6->sin6_port = htons((unsigned short)port);
		sin6->sin6_addr = in6addr_loopback;
		return sizeof(*sin6);
	}
	sin->sin_family = AF_INET;
	sin->sin_port = htons((unsigned short)port);
	sin->sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	return sizeof(*sin);
}

/* read exactly n bytes (n == 0: until end of file) */
static void
readn(int fd, size_t n)
{
	char buf[512];
	size_t got = 0;
	ssize_t r;

	while ((r = read(fd, buf, sizeof(buf))) > 0)
		if ((got += (size_t)r) == n)
			return;
	if (r < 0)
		fail("read");
	if (got != n) {
		errno = EPROTO;
		fail("short read");
	}
}

/* wait (up to 10s) until fd's connection is in TCP state 'state' */
static void
await(int fd, int state)
{
	struct timespec ms = { 0, 1000000 };
	struct tcp_info ti;
	socklen_t len;
	int i;

	for (i = 0; i < 10000; i++) {
		len = sizeof(ti);
		if (getsockopt(fd, IPPROTO_TCP, TCP_INFO, &ti, &len) != 0)
			fail("TCP_INFO");
		if (ti.tcpi_state == state)
			return;
		nanosleep(&ms, NULL);
	}
	errno = ETIMEDOUT;
	fail("waiting for a TCP state");
}

int
main(int argc, char **argv)
{
	struct sockaddr_storage ss;
	char buf[SERVER_BYTES];
	int one = 1, lfd, cfd, sfd;
	socklen_t len;

	if (argc > 1 && strcmp(argv[1], "-6") == 0) {
		family = AF_INET6;
		argc--;
		argv++;
	}
	if (argc < 2) {
		fprintf(stderr, "usage: tcpconn [-6] PORT [REFUSED_PORT]\n");
		return 1;
	}
	memset(buf, 'x', sizeof(buf));

	len = loopback(&ss, atoi(argv[1]));
	if ((lfd = socket(family, SOCK_STREAM, 0)) < 0)
		fail("socket");
	if (setsockopt(lfd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one)) != 0)
		fail("SO_REUSEADDR");
	if (bind(lfd, (struct sockaddr *)&ss, len) != 0)
		fail("bind");
	if (listen(lfd, 8) != 0)
		fail("listen");

	if ((cfd = socket(family, SOCK_STREAM, 0)) < 0)
		fail("socket");
	if (connect(cfd, (struct sockaddr *)&ss, len) != 0)
		fail("connect");
	if ((sfd = accept(lfd, NULL, NULL)) < 0)
		fail("accept");

	if (write(cfd, buf, CLIENT_BYTES) != CLIENT_BYTES)
		fail("client write");
	readn(sfd, CLIENT_BYTES);
	if (write(sfd, buf, SERVER_BYTES) != SERVER_BYTES)
		fail("server write");
	readn(cfd, SERVER_BYTES);

	/* the client closes first; the server once the client's FIN is
	 * acknowledged */
	if (shutdown(cfd, SHUT_WR) != 0)
		fail("client shutdown");
	readn(sfd, 0);
	await(cfd, TCP_FIN_WAIT2);
	if (shutdown(sfd, SHUT_WR) != 0)
		fail("server shutdown");
	readn(cfd, 0);
	await(sfd, TCP_CLOSE);
	close(sfd);
	close(cfd);
	close(lfd);

	if (argc > 2) {
		len = loopback(&ss, atoi(argv[2]));
		if ((cfd = socket(family, SOCK_STREAM, 0)) < 0)
			fail("socket");
		if (connect(cfd, (struct sockaddr *)&ss, len) == 0)
			errno = EISCONN;
		if (errno != ECONNREFUSED)
			fail("connect to the refused port");
		close(cfd);
	}
	return 0;
}
