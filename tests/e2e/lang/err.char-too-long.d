/* @@flags: -x errtags */ /* a character constant longer than 8 bytes */
BEGIN { x = 'abcdefghi'; }
