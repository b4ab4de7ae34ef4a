/* @@flags: -x errtags */ BEGIN { breakpoint(); }
