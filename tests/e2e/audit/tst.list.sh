# audit: -l -P audit lists one probe per audit record type, named as
# auditd spells the type, without module or function (IDs vary: left out)
$DTRACE -l -P audit | sed 's/^ *[0-9][0-9]* //'
