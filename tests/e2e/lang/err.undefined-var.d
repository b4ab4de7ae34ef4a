/* @@flags: -x errtags */ /* reading a variable that was never assigned */
BEGIN { trace(nosuchvar); }
