/* SPDX-License-Identifier: Apache-2.0 */
/*
 * fuzz_file.h -- for the fuzz targets built without libFuzzer (fuzz_parse.c,
 * fuzz_compile.c): run LLVMFuzzerTestOneInput() on the whole of a file.
 * Included once, after the target's LLVMFuzzerTestOneInput().
 */
#ifndef FUZZ_FILE_H
#define FUZZ_FILE_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* 0, or 1 if the file cannot be read */
static int
run_file(const char *path)
{
	FILE *fp = fopen(path, "rb");
	uint8_t *buf = NULL;
	size_t len = 0, cap = 0, n;

	if (fp == NULL) {
		perror(path);
		return 1;
	}
	for (;;) {
		if (len == cap) {
			uint8_t *nb = realloc(buf, cap ? cap * 2 : 4096);

			if (nb == NULL) {
				free(buf);
				fclose(fp);
				return 1;
			}
			buf = nb;
			cap = cap ? cap * 2 : 4096;
		}
		if ((n = fread(buf + len, 1, cap - len, fp)) == 0)
			break;
		len += n;
	}
	fclose(fp);
	LLVMFuzzerTestOneInput(buf, len);
	free(buf);
	return 0;
}

#endif

