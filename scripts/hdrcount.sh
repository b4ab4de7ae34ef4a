#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# hdrcount.sh HEADER -- how many of the library's and commands' .c files
# include HEADER (directly or through other headers), of how many; with
# -l, which ones.
list=0
[ "$1" = -l ] && { list=1; shift; }
h=$1
dirs=$(ls -d src/lib/*/ src/lang/*/ src/prov/ | sed 's/^/-I/')
n=0 t=0
for f in src/lib/*/*.c src/lang/*/*.c src/prov/*.c src/cmd/*.c; do
	t=$((t + 1))
	if gcc -MM -MG -D_GNU_SOURCE -Iinclude $dirs -Ibuild/gen "$f" 2>/dev/null |
	    tr ' \\' '\n\n' | grep -q "/$h\$"; then
		n=$((n + 1))
		[ $list = 1 ] && echo "$f"
	fi
done
echo "$h: included by $n of $t .c files"
