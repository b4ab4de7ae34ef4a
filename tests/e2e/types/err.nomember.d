BEGIN { trace(curthread->nosuch); }
