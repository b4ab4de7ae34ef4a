# -L DIR (the option libdir) adds a directory of D library files: every
# .d file in it is read before the program, after the files it depends
# on (#pragma D depends_on library); one that depends on a provider or
# module this system lacks is left out.  Its types and inlines are the
# program's to use.
$DTRACE -L libdir/ok -qn 'BEGIN { this->p = (point_t *)alloca(sizeof(point_t));
    this->p->y = twice_answer; printf("%d %d\n", this->p->y, sizeof(point_t));
    exit(0); }'
echo "status $?"
$DTRACE -x libdir=libdir/ok -qn 'BEGIN { trace(answer); exit(0); }'
echo "status $?"
# c.d was left out
$DTRACE -L libdir/ok -qn 'BEGIN { trace(hidden); exit(0); }'
echo "status $?"
# a file depending on a library file that is not there
$DTRACE -L libdir/bad -qn 'BEGIN { trace(fine); exit(0); }'
echo "status $?"
# a directory that cannot be read is skipped, as DTrace skips it
$DTRACE -L libdir/nosuchdir -qn 'BEGIN { exit(0); }'
echo "status $?"
