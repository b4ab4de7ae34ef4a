#!/bin/bash
# The core and the languages ask a provider's operations table
# (src/prov/dt_provider.h) instead of comparing a provider's name or
# calling a particular provider's functions: no file outside src/prov
# does either.  Prints the offending lines; nothing when none.
#
# Two comparisons that match the pattern are not of provider names:
# D's macro variable $pid, and the stack mode of bt's kstack(perf).
cd ../../.. || exit 1
grep -n 'strcmp([^)]*"\(pid\|usdt\|syscall\|profile\|dtrace\|sdt\|proc\|sched\|io\|tcp\|ip\|perf\|rawtp\|fbt\|lockstat\)"' \
    src/lib/*/*.c src/lang/*/*.c |
    grep -v 'strcmp(name, "pid") == 0)$' |
    grep -v 'int perf = strcmp(args->dn_string, "perf") == 0;$'
grep -n '\bdt_\(perf\|fbt\|prof\|pid\|usdt\|sys\|sdt\|rawtp\|dtrace\|ktp\)_[a-z_0-9]*(' \
    src/lib/*/*.[ch] src/lang/*/*.[ch] src/cmd/*.c
exit 0
