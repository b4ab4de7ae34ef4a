# audit: -lv shows each probe's arguments with their types: the event's
# serial and time, then the fields of its record type (the record's text
# for a type whose fields are not named); IDs vary: left out
$DTRACE -lv -n audit:::SYSCALL -n audit:::EXECVE -n audit:::PATH \
    -n audit:::CWD -n audit:::PROCTITLE -n audit:::CONFIG_CHANGE \
    -n audit:::LOGIN -n audit:::USER_START -n audit:::AVC |
    sed 's/^ *[0-9][0-9]* //'
