/* @@flags: -x errtags */ /* a printa() conversion that does not fit its key */
BEGIN { @a["x", 1] = count(); printa("%d %@d\n", @a); }
