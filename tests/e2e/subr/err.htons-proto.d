/* @@flags: -x errtags */ /* htons() takes a uint16_t, as DTrace's prototype says */
BEGIN { trace(htons("b")); }
