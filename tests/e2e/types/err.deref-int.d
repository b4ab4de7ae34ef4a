/* @@flags: -x errtags */ BEGIN { trace(*pid); }
