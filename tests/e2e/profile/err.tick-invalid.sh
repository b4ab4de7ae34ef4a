# rates the profile provider has no probe for: zero, no number, an unknown
# unit, faster than 5000 hz (200us).
for d in tick-0 tick-foo tick-10parsecs tick-199us profile-0 profile-10000; do
	$DTRACE -x errtags -n "profile:::$d { }"
	echo "$d: status $?"
done
exit 1
