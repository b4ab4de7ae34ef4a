/* an unknown function */
BEGIN { nosuchfunc(1); }
