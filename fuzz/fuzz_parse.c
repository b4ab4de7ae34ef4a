/* SPDX-License-Identifier: Apache-2.0 */
/*
 * fuzz_parse.c -- fuzz target for the D front end (dt_lex.c, dt_parse.c,
 * dt_ast.c).  Every input is parsed as a program (-s) and as -n text;
 * a successful parse is also dumped, to walk the whole tree.
 *
 * Built with -DFUZZ_LIBFUZZER by fuzz/run.sh for libFuzzer; without it,
 * main() parses each file named on the command line (to replay crashes
 * with a plain gcc build).
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "dt_ast.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void
parse_one(const uint8_t *data, size_t size, dt_parsekind_t kind, FILE *sink)
{
	dt_ast_t *ast = NULL;
	char err[256];
	int line = 0, col = 0;

	if (dt_parse_d((const char *)data, size, "fuzz.d", kind, &ast, err,
	    sizeof(err), &line, &col, NULL, NULL) == 0) {
		if (sink != NULL)
			(void) dt_ast_dump(ast, sink);
		dt_ast_free(ast);
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static FILE *sink;

	if (sink == NULL)
		sink = fopen("/dev/null", "w");
	parse_one(data, size, DT_PARSE_PROGRAM, sink);
	parse_one(data, size, DT_PARSE_PROBES, sink);
	return 0;
}

#ifndef FUZZ_LIBFUZZER
#include "fuzz_file.h"

int
main(int argc, char **argv)
{
	int i, rc = 0;

	for (i = 1; i < argc; i++)
		rc |= run_file(argv[i]);
	return rc;
}
#endif
