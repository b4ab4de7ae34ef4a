#!/bin/sh
# the trigger programs' directory differs from build to build
sed "s|$PROGS|PROGS|g"
