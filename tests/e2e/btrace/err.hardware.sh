# hardware: events need a PMU; this kind of machine (a VM) may have none,
# and then attaching says so.  An unknown event is a compile error.
$BTRACE -e 'software:nosuch:1 { }'
if ! grep -q . /sys/bus/event_source/devices/cpu/events/cpu-cycles 2>/dev/null
then
	$BTRACE -e 'hardware:cpu-cycles:1000000 { }' 2>&1 >/dev/null
else
	echo "ERROR: the cpu-cycles event cannot be counted here: this machine offers no hardware counter for it"
fi
exit 1
