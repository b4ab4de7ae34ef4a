#!/bin/sh
# kernel frames (in text and in JSON strings), offsets and addresses, the
# programs' directory
sed "s|$PROGS|PROGS|g" | sed 's/\t[0-9a-f]* /\tADDR /g; s/\\t[0-9a-f]* /\\tADDR /g
    s/+[0-9][0-9]*/+OFF/g
    s/\(perf_syscall_enter\|syscall_trace_enter\|do_syscall_64\|entry_SYSCALL_64_after_hwframe\|__traceiter_sys_enter\)/KFRAME/g'
