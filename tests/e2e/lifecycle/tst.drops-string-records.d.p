#!/bin/sh
# the CPU the drops are on varies
sed -E "s/on CPU [0-9]+/on CPU C/"
