/* @@flags: -x errtags */ /* print() of a struct value that is not in memory */
BEGIN { print(xlate <struct task_struct *>(curthread)); }
