/* read after a.d, whatever the names' order: it needs a.d's names */
#pragma D depends_on library a.d
inline int twice_answer = answer * 2;
