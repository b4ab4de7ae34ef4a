inline int fine = 1;
#pragma D depends_on library nosuch.d
