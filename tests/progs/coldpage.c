/* SPDX-License-Identifier: Apache-2.0 */
/*
 * coldpage.c -- trigger program that hands a tracer a string in a page
 * the process has never touched: it maps FILE (read-only, shared) and
 * passes the address of the string at OFFSET in it to show(), which does
 * not read it, then to open(2) (which fails: the string is no path);
 * only then does it read the string itself and print it.
 * Usage: coldpage FILE OFFSET
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

__attribute__((noinline)) void show(const char *s);

__attribute__((noinline)) void
show(const char *s)
{
	__asm__ volatile("" : : "r"(s) : "memory");
}

int
main(int argc, char **argv)
{
	struct stat st;
	char *p;
	int fd;

	if (argc != 3) {
		fprintf(stderr, "usage: coldpage FILE OFFSET\n");
		return 2;
	}
	if ((fd = open(argv[1], O_RDONLY)) < 0 || fstat(fd, &st) != 0 ||
	    (p = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_SHARED, fd,
	    0)) == MAP_FAILED) {
		perror(argv[1]);
		return 1;
	}
	p += atol(argv[2]);
	show(p);
	(void)open(p, O_RDONLY);
	printf("%s\n", p);
	return 0;
}
