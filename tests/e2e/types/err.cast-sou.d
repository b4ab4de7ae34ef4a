/* @@flags: -x errtags */ BEGIN { x = (struct task_struct)0; }
