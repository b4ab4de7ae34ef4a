# profile-N: arg0 is the kernel pc (0 in user mode), arg1 the user pc
# (0 in the kernel); exactly one is set.  The target burns user CPU.
$DTRACE -qn 'profile-997 /pid == $target/ { @s = count(); @bad = sum((arg0 == 0) == (arg1 == 0)); @user = sum(arg0 == 0); }
END { printa("samples %@d\n", @s); printa("both or neither %@d\n", @bad); printa("user %@d\n", @user); }' \
    -c "$PROGS/spin 500" | sed 's/^\(samples\|user\) [1-9][0-9]*$/\1 some/'
