#pragma D depends_on provider syscall
typedef struct point {
	int x;
	int y;
} point_t;
inline int answer = 21;
