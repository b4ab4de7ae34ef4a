/* @@flags: -x errtags */ /* sdt: an argument beyond the event's fields */
sdt:sched::sched_process_exec
{
	trace(args[3]);
}
