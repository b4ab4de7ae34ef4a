#!/bin/sh
# the CPU a probe fires on varies: mask the first column
sed -E 's/^ {0,2}[0-9]+ ( *[0-9]+ +[^ ]*:[A-Za-z])/  C \1/'
