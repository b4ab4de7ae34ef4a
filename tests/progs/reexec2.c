/* SPDX-License-Identifier: Apache-2.0 */
/* reexec2.c -- reexec.c's second image: see there */
#define IMAGE	second_image
#include "reexec.c"
