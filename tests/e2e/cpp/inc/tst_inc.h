#define FROM_INC 77
