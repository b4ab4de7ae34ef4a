/* a cpp error fails the compilation with DTrace's message, after cpp's own
 * (its input named /dev/stdin, no columns, as DTrace shows them) @@flags: -C */
#if
BEGIN { }
