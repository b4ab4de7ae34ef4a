/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_audit_nl.c -- the kernel's audit netlink socket, read-only (see
 * dt_audit_nl.h).
 */
#include <errno.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>
#include <linux/audit.h>
#include <linux/netlink.h>

#include "dt_audit_nl.h"

int
dt_audit_open(void)
{
	struct sockaddr_nl sa;
	int fd, err, size = 1 << 20;

	fd = socket(AF_NETLINK, SOCK_RAW | SOCK_NONBLOCK | SOCK_CLOEXEC,
	    NETLINK_AUDIT);
	if (fd < 0)
		return -1;
	/* bursts of records (a build under an execve rule) outrun a small
	 * receive buffer */
	(void)setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, sizeof(size));
	memset(&sa, 0, sizeof(sa));
	sa.nl_family = AF_NETLINK;
	sa.nl_groups = 1u << (AUDIT_NLGRP_READLOG - 1);
	if (bind(fd, (struct sockaddr *)&sa, sizeof(sa)) != 0) {
		err = errno;
		close(fd);
		errno = err;
		return -1;
	}
	return fd;
}

int
dt_audit_recv(int fd, char *buf, size_t len, int *type)
{
	char msg[DT_AUDIT_MSGMAX + NLMSG_HDRLEN];
	const struct nlmsghdr *nh = (const struct nlmsghdr *)msg;
	ssize_t n;
	size_t tlen;

	if (len == 0)
		return errno = EINVAL, -1;
	for (;;) {
		n = recv(fd, msg, sizeof(msg), 0);
		if (n < 0)
			return errno == EAGAIN || errno == EWOULDBLOCK ? 0 : -1;
		if ((size_t)n < NLMSG_HDRLEN || nh->nlmsg_len < NLMSG_HDRLEN)
			continue;
		tlen = (nh->nlmsg_len > (size_t)n ? (size_t)n :
		    nh->nlmsg_len) - NLMSG_HDRLEN;
		if (tlen >= len)
			tlen = len - 1;
		memcpy(buf, msg + NLMSG_HDRLEN, tlen);
		buf[tlen] = '\0';
		/* (the text may carry its own NUL and newline) */
		tlen = strlen(buf);
		while (tlen > 0 && buf[tlen - 1] == '\n')
			buf[--tlen] = '\0';
		*type = nh->nlmsg_type;
		return 1;
	}
}

/*
 * A request to the kernel on a socket of its own; f sees each reply and
 * returns 1 once it has what it wants.  Replies end at NLMSG_DONE, an
 * error, f's answer, or after two seconds of silence.
 */
static int
dt_audit_ask(int type, int (*f)(const struct nlmsghdr *, void *), void *arg)
{
	struct sockaddr_nl sa;
	struct {
		struct nlmsghdr nh;
		char pad[16];
	} req;
	struct timeval tv = { 2, 0 };
	char buf[DT_AUDIT_MSGMAX + NLMSG_HDRLEN];
	int fd, rc = -1, err = 0, done = 0;
	ssize_t n;

	if ((fd = socket(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC,
	    NETLINK_AUDIT)) < 0)
		return -1;
	(void)setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof(tv));
	memset(&req, 0, sizeof(req));
	req.nh.nlmsg_len = NLMSG_LENGTH(0);
	req.nh.nlmsg_type = (uint16_t)type;
	req.nh.nlmsg_flags = NLM_F_REQUEST | NLM_F_ACK;
	req.nh.nlmsg_seq = 1;
	memset(&sa, 0, sizeof(sa));
	sa.nl_family = AF_NETLINK;
	if (sendto(fd, &req, req.nh.nlmsg_len, 0, (struct sockaddr *)&sa,
	    sizeof(sa)) < 0) {
		err = errno;
		goto out;
	}
	while (!done && (n = recv(fd, buf, sizeof(buf), 0)) > 0) {
		const struct nlmsghdr *nh = (const struct nlmsghdr *)buf;
		int left = (int)n;

		for (; NLMSG_OK(nh, left); nh = NLMSG_NEXT(nh, left)) {
			if (nh->nlmsg_type == NLMSG_DONE) {
				done = 1;
				break;
			}
			if (nh->nlmsg_type == NLMSG_ERROR) {
				const struct nlmsgerr *e = NLMSG_DATA(nh);

				/* 0: the acknowledgment, which for a dump
				 * comes before its replies */
				if (e->error != 0) {
					err = -e->error;
					done = 1;
					break;
				}
				continue;
			}
			if (f(nh, arg)) {
				done = 1;
				break;
			}
		}
	}
	if (!done)
		err = errno != 0 ? errno : ETIMEDOUT;
out:
	if (err == 0)
		rc = 0;
	close(fd);
	errno = err;
	return rc;
}

static int
dt_audit_status_reply(const struct nlmsghdr *nh, void *arg)
{
	const struct audit_status *st = NLMSG_DATA(nh);

	if (nh->nlmsg_type != AUDIT_GET ||
	    nh->nlmsg_len < NLMSG_LENGTH(sizeof(st->mask) +
	    sizeof(st->enabled)))
		return 0;
	*(int *)arg = (int)st->enabled;
	return 1;
}

int
dt_audit_enabled(int *enabled)
{
	*enabled = -1;
	if (dt_audit_ask(AUDIT_GET, dt_audit_status_reply, enabled) != 0)
		return -1;
	return *enabled < 0 ? (errno = ENODATA, -1) : 0;
}

static int
dt_audit_rule_reply(const struct nlmsghdr *nh, void *arg)
{
	if (nh->nlmsg_type == AUDIT_LIST_RULES)
		(*(int *)arg)++;
	return 0;
}

int
dt_audit_nrules(int *nrules)
{
	*nrules = 0;
	return dt_audit_ask(AUDIT_LIST_RULES, dt_audit_rule_reply, nrules);
}
