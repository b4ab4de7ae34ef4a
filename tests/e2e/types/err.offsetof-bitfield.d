/* @@flags: -x errtags */ /* a bit-field has no byte offset: DTrace's message names it */
BEGIN { trace(offsetof(struct iphdr, ihl)); }
