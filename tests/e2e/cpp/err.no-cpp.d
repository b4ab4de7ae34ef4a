/* @@flags: -x errtags */ /* without -C a preprocessor directive is an error */
#define X 1
BEGIN { }
