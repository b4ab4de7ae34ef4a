# -l of self probes: the one btrace has, self:signal:SIGUSR1 (bpftrace's
# docs/language.md "self"), by every pattern that matches it, one line as
# -l shows a probe (bpftrace pull request 5200, "Fix self probe
# listing": self:*, self:signal:*, self:signal:SIG*, self:*:*); patterns
# matching no self probe list nothing.  Expected output written by hand.
for p in 'self:*' 'self:signal:*' 'self:signal:SIG*' 'self:*:*' \
    'self:signal:SIGUSR1' 'self:signal:SIGHUP' 'self:keypress:*'; do
	echo "== $p"
	"$BTRACE" -l "$p"
	echo "status $?"
done
echo "== -lv"
"$BTRACE" -lv 'self:*'
