# USDT from a provider definition: dtrace -h makes a header of probe
# macros (<sys/sdt.h> notes with semaphores; "__" in a name is "-" in the
# probe's and "_" in the macro's), dtrace -G an object defining the
# semaphores; a program built with both is traced, its is-enabled test
# true only while it is.
d=$(mktemp -d)
cat >"$d/prov.d" <<'D'
provider myapp {
	probe request__start(int, char *);
	probe tick();
};
D
cat >"$d/app.c" <<'C'
#include <stdio.h>
#include <string.h>
#include "prov.h"

int
main(void)
{
	const char *volatile s = "req";
	int i, n = 0;

	if (strlen(s) == 0)		/* the string's page is in memory */
		return 1;
	for (i = 0; i < 3; i++) {
		if (MYAPP_REQUEST_START_ENABLED()) {
			n++;
			MYAPP_REQUEST_START(i, s);
		}
		MYAPP_TICK();
	}
	printf("enabled %d times\n", n);
	return 0;
}
C
(cd "$d" && $DTRACE -h -s prov.d && $DTRACE -G -s prov.d &&
    cc -o app app.c prov.o) || exit 1
grep -c 'define	MYAPP_REQUEST_START(arg0, arg1)' "$d/prov.h"
"$d/app"
$DTRACE -qn 'myapp$target:::request-start { @[arg0, copyinstr(arg1)] = count(); }
myapp$target:::tick { @t = count(); }
END { printa("start %d %s %@d\n", @); printa("tick %@d\n", @t); }' -c "$d/app"
rm -rf "$d"
