// @@timeout: 1
// run: trap "" TERM; echo started; while :; do sleep 0.2; done
