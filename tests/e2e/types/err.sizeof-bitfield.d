/*
 * sizeof does not apply to a bit-field; with its tag
 * @@flags: -x errtags
 */
BEGIN { trace(sizeof(((struct iphdr *)0)->ihl)); }
