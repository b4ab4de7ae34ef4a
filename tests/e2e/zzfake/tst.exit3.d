// @@exit: 3
// run: exit 3
