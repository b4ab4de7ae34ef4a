#!/bin/sh
# the tag holds the pid of the test
sed "s/btdebugf[0-9]*/TAG/"
