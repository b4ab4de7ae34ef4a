#!/bin/sh
# the cgroup id at exit
sed 's/^@c: [0-9]*$/@c: ID/; s/"@c": [0-9]*/"@c": ID/'
