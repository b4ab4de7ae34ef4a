/* @@flags: -x errtags */ BEGIN { panic(); }
