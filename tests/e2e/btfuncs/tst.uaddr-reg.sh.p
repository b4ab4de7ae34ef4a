#!/bin/sh
# the trigger programs' directory differs from build to build, and with
# it where the errors' marks are
sed "s|$PROGS|PROGS|g" | sed 's/^\(stdin:[0-9]*\):[0-9]*-[0-9]*:/\1:COLS:/; s/^ *~~*$/    MARK/'
