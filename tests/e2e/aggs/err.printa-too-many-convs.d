/* @@flags: -x errtags */ /* a printa() format with more key conversions than keys */
BEGIN { @a["x", 1] = count(); printa("%s %d %d %@d\n", @a); }
