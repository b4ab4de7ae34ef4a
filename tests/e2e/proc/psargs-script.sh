# psargs-script.sh -- run by tst.exec-success-psargs.sh: a shell script
# starting programs with various command lines.
/bin/true one two
/bin/echo three "four  five" >/dev/null
cd /bin && ./true six
/bin/sh -c '/bin/true nested'
/bin/true 0123456789 0123456789 0123456789 0123456789 0123456789 0123456789 0123456789 0123456789
exit 0
