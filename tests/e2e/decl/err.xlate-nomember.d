/* @@flags: -x errtags */ BEGIN { trace(curpsinfo->nosuch); }
