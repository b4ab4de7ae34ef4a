/*
 * grabanon claims the anonymous tracing state, which Linux never has
 * (there is no anonymous tracing): DTrace's error when there is none, once
 * the program is compiled.
 * @@flags: -x grabanon
 */
BEGIN { exit(0); }
