# lockstat: the probes the contention tracepoints give, and their types
$DTRACE -l -P lockstat | sed 's/^ *[0-9][0-9]* //'
$DTRACE -lv -n lockstat:::rw-block | sed -n '/Argument Types/,$p'
