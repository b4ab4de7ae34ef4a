/* a cpp error fails the compilation with DTrace's message @@flags: -C */
#if
BEGIN { }
