#!/bin/bash
# Headers follow the stages (docs/architecture.md): the handle's layout
# (dt_impl.h) is seen by at most half of the .c files, directly or through
# other headers, and the syntax tree (dt_ast.h) by no provider and not by
# the consumer.  Prints what breaks either rule.
cd ../../.. || exit 1
set -- $(sh scripts/hdrcount.sh dt_impl.h | awk '{print $4, $6}')
[ "$1" -le $(($2 / 2)) ] ||
    echo "dt_impl.h is included by $1 of $2 .c files"
sh scripts/hdrcount.sh -l dt_ast.h | grep '^src/\(prov\|lib/consume\)/'
echo "headers follow the stages"
