# --libxo: a missing format is a usage error (status 2); a format or a
# libxo flag this dtrace does not have is refused (status 1).
$DTRACE --libxo 2>&1 | head -n 1
$DTRACE --libxo xml -n 'BEGIN { exit(0); }'
echo "status $?"
$DTRACE --libxo json,warn -n 'BEGIN { exit(0); }'
echo "status $?"
exit 1
