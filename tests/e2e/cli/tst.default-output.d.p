#!/bin/sh
# the CPU the probe ran on varies
sed 's/^ *[0-9][0-9]*\( *[0-9][0-9]* *:BEGIN\)/  C\1/'
