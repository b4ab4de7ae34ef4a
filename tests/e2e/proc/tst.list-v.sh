# -l lists the proc provider's probes; -lv their argument types (IDs vary
# with the kernel: left out).
$DTRACE -l -n 'proc:::' | sed 's/^ *[0-9][0-9]* //'
$DTRACE -lv -n proc:::create -n proc:::lwp-create -n proc:::exec \
    -n proc:::exec-failure -n proc:::exit -n proc:::signal-send \
    -n proc:::signal-handle -n proc:::start | sed 's/^ *[0-9][0-9]* //'
