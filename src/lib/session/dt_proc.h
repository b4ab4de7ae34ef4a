/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_proc.h -- target processes: -c (created) and -p (grabbed) (dt_proc.c).
 */
#ifndef DT_PROC_H
#define DT_PROC_H

#include <stddef.h>
#include <sys/types.h>

#include "dtrace.h"

/* dt_proc.c */
/* 1 if process i is gone: msg says how, *statusp is its wait status (-1:
 * unknown); 0 if it runs */
int dt_proc_reap(dtrace_hdl_t *dtp, int i, char *msg, size_t len,
    int *statusp);
void dt_proc_release_all(dtrace_hdl_t *dtp);
/* -x setenv/unsetenv's list freed */
void dt_proc_env_free(dtrace_hdl_t *dtp);
/* the executable a -c process runs (NULL for -p), as execvp() found it */
const char *dt_proc_execpath(dtrace_hdl_t *dtp, pid_t pid);
/* the target process let go on (SIGCONT) after bt's watchpoint set-up
 * stopped it: 0, or -1 (errno set) */
int dt_proc_cont_target(dtrace_hdl_t *dtp);
/* wait until process pid (a child: -c) has stopped, its stop taken; -1
 * if it is gone or did not stop */
int dt_proc_wait_stopped(pid_t pid);

#endif
