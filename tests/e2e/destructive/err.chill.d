/* @@flags: -x errtags */ BEGIN { chill(100); }
