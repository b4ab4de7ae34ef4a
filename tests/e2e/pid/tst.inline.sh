# pid provider: an inlined function is traced at entry and return in every
# place it was inlined (found through DWARF), and its out-of-line copy as
# ever: scale() is inlined in a loop of 4 and once after, and called once
# through a pointer: 6 entries and 6 returns.  -l lists the probes once.
$DTRACE -l -n 'pid$target:a.out:scale:entry' -n 'pid$target:a.out:scale:return' \
    -c "$PROGS/inlines" | awk 'NR > 1 { print $3, $4, $5 }'
$DTRACE -qn 'pid$target:a.out:scale:entry { @e = count(); }
pid$target:a.out:scale:return { @r = count(); }
END { printa("entry %@d\n", @e); printa("return %@d\n", @r); }' \
    -c "$PROGS/inlines 4"
