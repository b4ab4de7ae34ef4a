/* left out: no such provider here */
#pragma D depends_on provider nosuchprovider
inline int hidden = 1;
