# syscall:::entry and syscall:::return together: every call of the target
# is seen at both ends (the process's last, exit_group, never returns).
$DTRACE -qn 'syscall:::entry /pid == $target/ { @e[probefunc] = count(); }
syscall:::return /pid == $target/ { @r[probefunc] = count(); }
END { printa("e %s %@d\n", @e); printa("r %s %@d\n", @r); }' -c "$PROGS/getppidloop 20" |
    awk 'NF == 3 { c[$2, $1] = $3; k[$2] = 1 }
	END { for (f in k) if (c[f, "e"] != c[f, "r"] || f == "getppid")
		print f, c[f, "e"] + 0, c[f, "r"] + 0 }' | sort
