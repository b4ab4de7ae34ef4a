# The manual pages render without a warning from man(1), and each
# documents every option its command accepts: dtrace(1) every letter of
# dtrace's usage and every -x option of the options table, btrace(8)
# every option of btrace's usage, lockstat(1) every option of lockstat's.
root=../../..
LOCKSTAT=$(dirname "$DTRACE")/lockstat
command -v man >/dev/null || { echo "man(1) is not installed" >&2; exit 77; }
for page in "$root"/man/man*/*.[0-9]; do
	w=$(MANWIDTH=80 man --warnings -l "$page" 2>&1 >/dev/null)
	if [ -z "$w" ]; then
		echo "${page##*/}: renders"
	else
		echo "${page##*/}: $w"
	fi
done

# a page "documents" an option when it names it in bold: \fB\-x or .B \-x
documented() {	# page, option (without the dash), dashes
	grep -Eq "(^\.B[IR]? |\\\\fB|^\.BR .* )$3$1([ \"\\\\]|$)" "$2"
}
missing=
for o in $($DTRACE 2>&1 | sed -n 's/^	\(-[a-zA-Z0-9]*\) .*/\1/p'); do
	documented "${o#-}" "$root/man/man1/dtrace.1" '\\-' || missing="$missing $o"
done
echo "dtrace.1: options not documented:${missing:- none}"

missing=
for x in $(sed -nE 's/^	[A-Z]+\("([a-z_]+)".*/\1/p' "$root/src/lib/session/dt_options.c"); do
	grep -Eq "^\.BR? (.*[ \"])?$x([ \"]|$)" "$root/man/man1/dtrace.1" ||
	    missing="$missing $x"
done
echo "dtrace.1: -x options not documented:${missing:- none}"

missing=
for o in $($BTRACE -h 2>&1 | sed -n 's/^    \(-[-a-zA-Z]*\).*/\1/p'); do
	case $o in
	--*) documented "$(echo "${o#--}" | sed 's/-/\\\\-/g')" \
	    "$root/man/man8/btrace.8" '\\-\\-' ;;
	*) documented "${o#-}" "$root/man/man8/btrace.8" '\\-' ;;
	esac || missing="$missing $o"
done
echo "btrace.8: options not documented:${missing:- none}"

missing=
for o in $($LOCKSTAT -Z 2>&1 | sed -n 's/^  \(-[a-zA-Z]\) .*/\1/p'); do
	documented "${o#-}" "$root/man/man1/lockstat.1" '\\-' ||
	    missing="$missing $o"
done
echo "lockstat.1: options not documented:${missing:- none}"

# libdtrace(3) names every function of the public header
missing=
for f in $(sed -n 's/^LIBDTRACE_API [^(]*[ *]\(dtrace_[a-z_0-9]*\)(.*/\1/p' \
    "$root/include/dtrace.h"); do
	grep -q "$f ()" "$root/man/man3/libdtrace.3" || missing="$missing $f"
done
echo "libdtrace.3: functions not documented:${missing:- none}"
