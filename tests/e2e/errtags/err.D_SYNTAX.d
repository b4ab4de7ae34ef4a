/* @@flags: -x errtags */
BEGIN { x = ; }
