/* @@flags: -x errtags */ /* an empty character constant */
BEGIN { x = ''; }
