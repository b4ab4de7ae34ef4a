/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_http.c -- -x httpport=PORT: the aggregations over HTTP, for
 * Prometheus to scrape.  A minimal HTTP/1.0 server inside the consumer:
 * the listening socket (127.0.0.1:PORT) is one more file the consumer's
 * epoll waits on (dtrace_sleep), and each connection is answered at once,
 * one at a time, then closed: GET /metrics gets every aggregation as it is
 * then, as an OpenMetrics exposition (dt_agg_metrics()); other paths 404,
 * other methods 405.  A client that does not send its request within
 * DT_HTTP_WAIT_MS is dropped, so that tracing is not held up.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/time.h>

#include "dt_fmt.h"
#include "dt_http.h"
#include "dt_impl.h"

#define DT_HTTP_WAIT_MS	200

int
dt_http_listen(dtrace_hdl_t *dtp, int64_t port)
{
	struct sockaddr_in sin;
	int fd, one = 1;

	if (port <= 0 || port > 65535) {
		dt_set_errmsg(dtp, EINVAL, "httpport %lld: not a TCP port",
		    (long long)port);
		return -1;
	}
	if ((fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK,
	    0)) < 0) {
		dt_set_errmsg(dtp, errno, "httpport: socket: %s",
		    strerror(errno));
		return -1;
	}
	setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
	memset(&sin, 0, sizeof(sin));
	sin.sin_family = AF_INET;
	sin.sin_port = htons((uint16_t)port);
	sin.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	if (bind(fd, (struct sockaddr *)&sin, sizeof(sin)) != 0 ||
	    listen(fd, 8) != 0) {
		int err = errno;

		close(fd);
		dt_set_errmsg(dtp, err, "httpport %lld: cannot listen on "
		    "127.0.0.1: %s", (long long)port, strerror(err));
		return -1;
	}
	return fd;
}

static void
dt_http_send(int fd, const char *p, size_t n)
{
	while (n > 0) {
		ssize_t w = send(fd, p, n, MSG_NOSIGNAL);

		if (w <= 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return;
		p += w;
		n -= (size_t)w;
	}
}

static void
dt_http_reply(int fd, const char *status, const char *type,
    const char *body, size_t len, int head)
{
	char hdr[256];
	int n;

	n = snprintf(hdr, sizeof(hdr), "HTTP/1.0 %s\r\nContent-Type: %s\r\n"
	    "Content-Length: %zu\r\nConnection: close\r\n\r\n", status, type,
	    len);
	dt_http_send(fd, hdr, (size_t)n);
	if (!head)
		dt_http_send(fd, body, len);
}

void
dt_http_serve(dtrace_hdl_t *dtp, int lfd)
{
	struct timeval tv = { 0, DT_HTTP_WAIT_MS * 1000 };
	char req[4096], method[16], path[1024];
	size_t len = 0;
	int fd, head;

	while ((fd = accept4(lfd, NULL, NULL, SOCK_CLOEXEC)) >= 0) {
		setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof(tv));
		setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof(tv));
		len = 0;
		while (len < sizeof(req) - 1) {
			ssize_t r = recv(fd, req + len, sizeof(req) - 1 - len, 0);

			if (r <= 0)
				break;
			len += (size_t)r;
			req[len] = '\0';
			if (strstr(req, "\r\n\r\n") != NULL ||
			    strstr(req, "\n\n") != NULL)
				break;
		}
		req[len] = '\0';
		if (sscanf(req, "%15s %1023s", method, path) != 2) {
			static const char bad[] = "bad request\n";

			dt_http_reply(fd, "400 Bad Request", "text/plain",
			    bad, sizeof(bad) - 1, 0);
		} else if (strcmp(method, "GET") != 0 &&
		    strcmp(method, "HEAD") != 0) {
			static const char no[] = "only GET\n";

			dt_http_reply(fd, "405 Method Not Allowed",
			    "text/plain", no, sizeof(no) - 1, 0);
		} else if (strcmp(strtok(path, "?"), "/metrics") != 0) {
			static const char nf[] = "not found: try /metrics\n";

			dt_http_reply(fd, "404 Not Found", "text/plain", nf,
			    sizeof(nf) - 1, 0);
		} else {
			dt_strbuf_t body;

			head = strcmp(method, "HEAD") == 0;
			dt_sb_init(&body);
			if (dt_agg_metrics(dtp, &body) == 0)
				dt_http_reply(fd, "200 OK",
				    "application/openmetrics-text; "
				    "version=1.0.0; charset=utf-8",
				    body.sb_buf != NULL ? body.sb_buf : "",
				    body.sb_len, head);
			else
				dt_http_reply(fd, "500 Internal Server Error",
				    "text/plain", "", 0, head);
			dt_sb_fini(&body);
		}
		close(fd);
	}
}
