BEGIN { breakpoint(); }
