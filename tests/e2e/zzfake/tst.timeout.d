// @@timeout: 2
// run: (sleep 97 &) ; sleep 98 & sleep 99
