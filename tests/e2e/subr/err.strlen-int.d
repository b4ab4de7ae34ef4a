/* strlen() of an integer */
BEGIN { trace(strlen(1)); }
