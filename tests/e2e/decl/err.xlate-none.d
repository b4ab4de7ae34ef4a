/* @@flags: -x errtags */ BEGIN { trace(xlate <struct task_struct *>(curthread)->pid); }
