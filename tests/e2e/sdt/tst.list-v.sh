# sdt: -lv lists a tracepoint's fields as its argument types (IDs vary
# with the kernel: left out)
$DTRACE -lv -n sdt:sched::sched_process_exec | sed 's/^ *[0-9][0-9]* //'
$DTRACE -l -n 'sdt:sched::sched_switch' -n 'sdt:sched::sched_wakeup' |
    sed 's/^ *[0-9][0-9]* //'
