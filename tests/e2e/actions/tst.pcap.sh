# pcap(): a UDP datagram the traced process sends on lo, its first
# pcapsize (14) bytes (the Ethernet header) as tracemem() shows them,
# then the same packet into the capture file freopen() names: the file's
# header (pcap 2.4, snapshot 65535, Ethernet), the record's captured and
# original lengths and its bytes.  A NULL skb records nothing.
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT
f=$d/cap.pcap
: >"$f"
printf '#!/bin/bash\nsleep 0.5\necho -n hello >/dev/udp/127.0.0.1/9\n' \
    >"$d/send"
chmod +x "$d/send"
$DTRACE -wq -x pcapsize=14 -n '
sdt:net::net_dev_queue
/pid == $target && args[2] == "lo"/
{
	pcap(args[0], PCAP_ETHER);
	pcap(0, PCAP_IP);
	freopen("'"$f"'");
	pcap(args[0], PCAP_ETHER);
	freopen("");
	printf("%d\n", args[1]);
	exit(0);
}' -c "$d/send"
od -An -tx4 -N24 "$f"
od -An -tu4 -j32 -N8 "$f"
od -An -tx1 -j40 "$f"
