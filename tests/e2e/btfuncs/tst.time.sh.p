#!/bin/sh
# times change: every digit
sed 's/[0-9]/N/g'
