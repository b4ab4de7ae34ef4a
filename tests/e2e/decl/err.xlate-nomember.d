BEGIN { trace(curpsinfo->nosuch); }
