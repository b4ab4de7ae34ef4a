/* SPDX-License-Identifier: Apache-2.0 */
/*
 * test_sym.c -- the symbol tables of dt_sym.c: the text DTrace prints for
 * a lookup, this process's own functions (its executable and libc), the
 * kernel's when /proc/kallsyms shows addresses, and GNU build IDs.
 */
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "dt_sym.h"
#include "unit.h"

__attribute__((noinline)) int test_sym_marker(int x);

__attribute__((noinline)) int
test_sym_marker(int x)
{
	__asm__ volatile ("");
	return x * 3 + 1;
}

static void
test_format(void)
{
	dt_symres_t r = { "vmlinux", "do_sys_open", 0x1000, 0x1a, 0x1000,
	    NULL, 0, 0 };
	char buf[128];

	dt_syms_format(&r, 2, 0x101a, buf, sizeof(buf));
	CHECK_STR("format with offset", buf, "vmlinux`do_sys_open+0x1a");
	r.sr_offset = 0;
	dt_syms_format(&r, 2, 0x1000, buf, sizeof(buf));
	CHECK_STR("format at the start", buf, "vmlinux`do_sys_open");
	dt_syms_format(&r, 1, 0x7f0012, buf, sizeof(buf));
	CHECK_STR("format module only", buf, "vmlinux`0x7f0012");
	dt_syms_format(&r, 0, 0xdead, buf, sizeof(buf));
	CHECK_STR("format unknown", buf, "0xdead");
}

static void
test_user(dt_syms_t *sy)
{
	dt_symres_t r;
	uint64_t a = (uint64_t)(uintptr_t)&test_sym_marker;
	int found;

	found = dt_syms_user(sy, getpid(), a + 2, &r);
	CHECK("own function found", found == 2);
	if (found == 2) {
		CHECK_STR("own module", r.sr_module, "test_sym");
		CHECK_STR("own function", r.sr_name, "test_sym_marker");
		CHECK("own offset", r.sr_offset == 2 && r.sr_symaddr == a);
	}
	found = dt_syms_user(sy, getpid(), (uint64_t)(uintptr_t)&getpid, &r);
	CHECK("libc function found", found == 2 && r.sr_offset == 0 &&
	    strstr(r.sr_name, "getpid") != NULL);
	if (found == 2)
		CHECK_STR("libc module", r.sr_module, "libc.so.6");
	CHECK("unmapped address", dt_syms_user(sy, getpid(), 16, &r) == 0);
	CHECK("no such process", dt_syms_user(sy, 0x7ffffff0, a, &r) == 0);
}

/* processes grabbed past the bound: those gone make room, and this one
 * (alive, grabbed first) is still known */
static void
test_bound(void)
{
	dt_syms_t *sy = dt_syms_create();
	uint64_t a = (uint64_t)(uintptr_t)&test_sym_marker;
	dt_symres_t r;
	int i, ok = 1;

	if (sy == NULL)
		return;
	dt_syms_grab(sy, getpid());
	for (i = 0; i < DT_SYMS_MAXPROCS + 40 && ok; i++) {
		pid_t pid = fork();

		if (pid < 0) {
			ok = 0;
			break;
		}
		if (pid == 0) {
			pause();
			_exit(0);
		}
		dt_syms_grab(sy, pid);
		kill(pid, SIGKILL);
		waitpid(pid, NULL, 0);
	}
	CHECK("processes made", ok);
	CHECK("processes remembered are bounded",
	    dt_syms_nprocs(sy) <= DT_SYMS_MAXPROCS);
	CHECK("a live process is kept",
	    dt_syms_user(sy, getpid(), a, &r) == 2);
	dt_syms_destroy(sy);
}

static void
test_kernel(dt_syms_t *sy)
{
	unsigned long long addr = 0;
	char line[256], name[128], type;
	dt_symres_t r;
	FILE *f = fopen("/proc/kallsyms", "r");

	/* the address of schedule(), if this user may see addresses */
	while (f != NULL && fgets(line, sizeof(line), f) != NULL)
		if (sscanf(line, "%llx %c %127s", &addr, &type, name) == 3 &&
		    strcmp(name, "schedule") == 0)
			break;
	if (f != NULL)
		fclose(f);
	if (addr == 0 || strcmp(name, "schedule") != 0) {
		printf("PASS kernel lookup (no kernel addresses visible)\n");
		return;
	}
	CHECK("kernel found", dt_syms_kernel(sy, addr + 4, &r) == 2);
	CHECK_STR("kernel name", r.sr_name, "schedule");
	CHECK_STR("kernel module", r.sr_module, "vmlinux");
	CHECK("kernel offset", r.sr_offset == 4 && r.sr_symaddr == addr);
}

/*
 * Build IDs from raw notes, laid out as the ELF specification says (a
 * 12-byte header: namesz, descsz, type; the name and the descriptor each
 * padded to 4 bytes): the NT_GNU_BUILD_ID note of owner "GNU" is found
 * after another note; a truncated note or a buffer too small for the
 * text is refused.  This program's own build ID (gcc links one in by
 * Debian's default) is that readelf -n prints, 40 hex digits.
 */
static void
test_buildid(void)
{
	static const unsigned char notes[] = {
		/* "Xen" note, type 1, 3-byte descriptor (padded) */
		4, 0, 0, 0, 3, 0, 0, 0, 1, 0, 0, 0, 'X', 'e', 'n', 0,
		0xaa, 0xbb, 0xcc, 0,
		/* "GNU" NT_GNU_BUILD_ID (3), 4-byte descriptor */
		4, 0, 0, 0, 4, 0, 0, 0, 3, 0, 0, 0, 'G', 'N', 'U', 0,
		0xde, 0xad, 0x01, 0xef,
	};
	char hex[129], small[8];

	CHECK("notes: the GNU build ID",
	    dt_notes_buildid(notes, sizeof(notes), hex, sizeof(hex)) == 0);
	CHECK_STR("notes: its hex", hex, "dead01ef");
	CHECK("notes: truncated",
	    dt_notes_buildid(notes, sizeof(notes) - 2, hex, sizeof(hex)) != 0);
	CHECK("notes: no room for the text",
	    dt_notes_buildid(notes, sizeof(notes), small, sizeof(small)) != 0);
	CHECK("elf: this program's build ID",
	    dt_elf_buildid("/proc/self/exe", hex, sizeof(hex)) == 0 &&
	    strlen(hex) == 40);
	CHECK("elf: not an ELF file",
	    dt_elf_buildid("/proc/self/status", hex, sizeof(hex)) != 0);
}

int
main(void)
{
	dt_syms_t *sy = dt_syms_create();

	CHECK("create", sy != NULL);
	test_format();
	if (sy != NULL) {
		test_user(sy);
		test_kernel(sy);
		dt_syms_destroy(sy);
	}
	test_bound();
	test_buildid();
	UNIT_DONE();
}
