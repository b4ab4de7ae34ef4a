# SPDX-License-Identifier: Apache-2.0
# Build of dtrace(1) and libdtrace.  `make` builds build/dtrace;
# `make SAN=1` builds an AddressSanitizer + UBSan variant in build-san/;
# `make check` runs the whole test suite (tests/run.sh); `make fuzz`
# builds the libFuzzer target build-fuzz/fuzz_compile (fuzz/README.md);
# `make install` installs the commands, the shared library, its header,
# dtrace.pc, the man pages and the tools (PREFIX, DESTDIR, BINDIR, LIBDIR,
# INCLUDEDIR, MANDIR, DATADIR); `make uninstall` removes them.
CC      ?= cc
SAN     ?= 0
FUZZ    ?= 0
ifeq ($(FUZZ),1)
# `make FUZZ=1 fuzz`: the library for libFuzzer targets (fuzz/), in
# build-fuzz/, built by clang with coverage for the fuzzer, ASan and UBSan
CC      := clang
B       := build-fuzz
SANFLAGS := -fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
OPT     := -O1
else ifeq ($(SAN),1)
B       := build-san
SANFLAGS := -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
OPT     := -O1
else
B       := build
SANFLAGS :=
OPT     := -O2
endif

# the library: one folder per stage of the pipeline (src/lib/*), the
# language packs (src/lang/*) and the providers (src/prov)
SRC_DIRS := $(sort $(dir $(wildcard src/lib/*/ src/lang/*/))) src/prov/

# the project's version (VERSION), which dtrace -V and btrace --version say
VERSION := $(shell cat VERSION)

# libbpf, libelf and libdw: their flags from pkg-config, or -lNAME where
# pkg-config has no .pc file for one
PKG_CONFIG ?= pkg-config
DEP_PKGS := libbpf libelf libdw
dep_has = $(shell $(PKG_CONFIG) --exists $(1) 2>/dev/null && echo y)
DEP_CFLAGS := $(foreach p,$(DEP_PKGS),$(if $(call dep_has,$(p)),$(shell $(PKG_CONFIG) --cflags $(p))))
LIBS    := $(foreach p,$(DEP_PKGS),$(if $(call dep_has,$(p)),$(shell $(PKG_CONFIG) --libs $(p)),$(patsubst lib%,-l%,$(p))))

# The flags the build needs come first; CPPFLAGS, CFLAGS and LDFLAGS from
# the environment or the command line are added after them (CFLAGS
# defaults to the build's optimisation and -g).  Warnings are errors only
# with WERROR=1, as CI builds.
WERROR  ?= 0
CFLAGS  ?= $(OPT) -g
DT_CFLAGS := -std=c11 -D_GNU_SOURCE -Wall -Wextra \
           $(if $(filter 1,$(WERROR)),-Werror) -Wno-unused-parameter \
           -Wshadow -Wstrict-prototypes -Wmissing-prototypes \
           $(SANFLAGS) -Iinclude $(addprefix -I,$(SRC_DIRS)) -I$(B)/gen \
           -DDT_PROJECT_VERSION='"$(VERSION)"' $(DEP_CFLAGS) $(CPPFLAGS) \
           $(CFLAGS)
DT_LDFLAGS := $(SANFLAGS) $(LDFLAGS)


# the library's objects serve both the static archive (the commands of the
# build tree and the unit tests, which use its internals) and the shared
# library, which exports only what include/dtrace.h declares (LIBDTRACE_API,
# and the version script src/lib/libdtrace.map); its soname carries the
# major version
LIB_CFLAGS := -fPIC -fvisibility=hidden
SOMAJOR := $(firstword $(subst ., ,$(VERSION)))
SONAME  := libdtrace.so.$(SOMAJOR)
LIBMAP  := src/lib/libdtrace.map

LIB_SRC  := $(foreach d,$(SRC_DIRS),$(wildcard $(d)*.c))
LIB_HDR  := $(foreach d,$(SRC_DIRS),$(wildcard $(d)*.h))
LIB_OBJ  := $(patsubst src/%.c,$(B)/obj/%.o,$(LIB_SRC))
CMD_SRC  := $(wildcard src/cmd/*.c)
CMDS     := $(patsubst src/cmd/%.c,$(B)/%,$(CMD_SRC))
UNIT_SRC := $(wildcard tests/unit/test_*.c)
UNITS    := $(patsubst tests/unit/%.c,$(B)/tests/%,$(UNIT_SRC))
PROG_SRC := $(wildcard tests/progs/*.c)
PROGS    := $(patsubst tests/progs/%.c,$(B)/progs/%,$(PROG_SRC))
# the shared libraries trigger programs load (tests/progs/lib/libNAME.c)
PROG_LIB_SRC := $(wildcard tests/progs/lib/lib*.c)
PROG_LIBS := $(patsubst tests/progs/lib/%.c,$(B)/progs/%.so,$(PROG_LIB_SRC))
API_SRC  := $(wildcard tests/api/*.c)
APIS     := $(patsubst tests/api/%.c,$(B)/api/%,$(API_SRC))
GEN      := $(B)/gen/dt_syscalls.h $(B)/gen/dt_stdlib.h $(B)/gen/dt_libtypes.h
# the commands as installed: linked to the shared library, built with the
# public header alone
DYN_CFLAGS := $(filter-out $(addprefix -I,$(SRC_DIRS)) -I$(B)/gen,$(DT_CFLAGS))
DYN_CMDS := $(patsubst src/cmd/%.c,$(B)/dyn/%,$(CMD_SRC))
SHLIB    := $(B)/libdtrace.so.$(VERSION)

all: $(CMDS) $(UNITS) $(PROGS) $(PROG_LIBS) $(APIS) $(SHLIB) $(DYN_CMDS)

$(B)/gen/dt_syscalls.h: scripts/gen-syscalls.sh
	@mkdir -p $(dir $@)
	sh scripts/gen-syscalls.sh $(CC) > $@.tmp && mv $@.tmp $@

# the D library's constants (errno, signals, open flags, ARPHRD_*), from
# the system's headers
$(B)/gen/dt_consts.d: scripts/gen-dconsts.sh
	@mkdir -p $(dir $@)
	sh scripts/gen-dconsts.sh $(CC) > $@.tmp && mv $@.tmp $@

# the D library's typedef names, for the parser
$(B)/gen/dt_libtypes.h: src/lib/sema/dt_stdlib.d scripts/gen-libtypes.sh
	@mkdir -p $(dir $@)
	sh scripts/gen-libtypes.sh $< > $@.tmp && mv $@.tmp $@

# the D library, as a C string
$(B)/gen/dt_stdlib.h: src/lib/sema/dt_stdlib.d $(B)/gen/dt_consts.d
	@mkdir -p $(dir $@)
	{ echo 'static const char dt_stdlib_d[] ='; \
	  cat $^ | sed 's/\\/\\\\/g; s/"/\\"/g; s/^/"/; s/$$/\\n"/'; \
	  echo ';'; } > $@.tmp && mv $@.tmp $@

$(B)/obj/%.o: src/%.c $(GEN) $(LIB_HDR) include/dtrace.h VERSION
	@mkdir -p $(dir $@)
	$(CC) $(DT_CFLAGS) $(LIB_CFLAGS) -c -o $@ $<

$(B)/libdtrace.a: $(LIB_OBJ)
	@rm -f $@
	ar rcs $@ $^

$(SHLIB): $(LIB_OBJ) $(LIBMAP)
	$(CC) $(DT_CFLAGS) -shared -Wl,-soname,$(SONAME) \
	    -Wl,--version-script=$(LIBMAP) -o $@ $(LIB_OBJ) $(DT_LDFLAGS) $(LIBS)
	ln -sf libdtrace.so.$(VERSION) $(B)/$(SONAME)
	ln -sf $(SONAME) $(B)/libdtrace.so

$(B)/dyn/%: src/cmd/%.c $(SHLIB)
	@mkdir -p $(dir $@)
	$(CC) $(DYN_CFLAGS) -o $@ $< -L$(B) -ldtrace $(DT_LDFLAGS)

$(B)/%: src/cmd/%.c $(B)/libdtrace.a
	@mkdir -p $(dir $@)
	$(CC) $(DT_CFLAGS) -o $@ $< $(B)/libdtrace.a $(DT_LDFLAGS) $(LIBS)

$(B)/tests/%: tests/unit/%.c tests/unit/unit.h $(B)/libdtrace.a
	@mkdir -p $(dir $@)
	$(CC) $(DT_CFLAGS) -Itests/unit -o $@ $< $(B)/libdtrace.a $(DT_LDFLAGS) \
	    $(LIBS)

# consumers of the public API (dtrace.h only: no internal header in
# reach), for tests/e2e/api
API_CFLAGS := -std=c11 -D_GNU_SOURCE -Wall -Wextra -Wno-unused-parameter \
	   $(if $(filter 1,$(WERROR)),-Werror) $(SANFLAGS) -Iinclude \
	   $(CPPFLAGS) $(CFLAGS)
$(B)/api/%: tests/api/%.c include/dtrace.h $(B)/libdtrace.a
	@mkdir -p $(dir $@)
	$(CC) $(API_CFLAGS) -o $@ $< $(B)/libdtrace.a $(DT_LDFLAGS) $(LIBS)

# trigger programs: no sanitizers, debug info, modest optimisation, frame
# pointers (user stacks are walked by them); PROG_FLAGS_name adds flags for
# one program: ufuncs is not position-independent, so that the addresses of
# its globals in the ELF file are those at run time (bpftrace's uaddr());
# reexec and reexec2 neither, so that their functions share addresses
PROG_FLAGS_ufuncs := -no-pie
PROG_FLAGS_reexec := -no-pie
PROG_FLAGS_reexec2 := -no-pie
# nestinl's inlined copies are spread over several ranges only at -O2
PROG_FLAGS_nestinl := -O2
$(B)/progs/%: tests/progs/%.c
	@mkdir -p $(dir $@)
	$(CC) -O1 -g -fno-omit-frame-pointer $(PROG_FLAGS_$*) -o $@ $< -lpthread

$(B)/progs/%.so: tests/progs/lib/%.c
	@mkdir -p $(dir $@)
	$(CC) -O1 -g -fno-omit-frame-pointer -fPIC -shared -o $@ $<

# fuzz/fuzz_compile.c: with FUZZ=1 the libFuzzer target (`make fuzz`);
# otherwise a program that compiles the inputs named on its command line
# (`make SAN=1 build-san/fuzz_compile` replays a corpus: fuzz/README.md)
ifeq ($(FUZZ),1)
FUZZ_LINK := -DFUZZ_LIBFUZZER -fsanitize=fuzzer
endif
$(B)/fuzz_compile: fuzz/fuzz_compile.c $(B)/libdtrace.a
	$(CC) $(DT_CFLAGS) $(FUZZ_LINK) -o $@ $< $(B)/libdtrace.a $(DT_LDFLAGS) \
	    $(LIBS)

ifeq ($(FUZZ),1)
fuzz: $(B)/fuzz_compile
else
fuzz:
	$(MAKE) FUZZ=1 fuzz
endif

check: all
	B=$(B) sh tests/run.sh

# Installation: the commands (linked to the shared library), libdtrace.so
# with its soname links, dtrace.h, dtrace.pc, the man pages of man/ and
# the scripts of tools/ (in DATADIR/dtrace/tools).  BPFTRACE_LINK=1 also
# installs bpftrace as a link to btrace (btrace so invoked speaks as
# bpftrace 0.17); off by default, not to shadow a real bpftrace.
PREFIX     ?= /usr/local
BINDIR     ?= $(PREFIX)/bin
LIBDIR     ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
DATADIR    ?= $(PREFIX)/share
MANDIR     ?= $(DATADIR)/man
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig
TOOLSDIR   ?= $(DATADIR)/dtrace/tools
BPFTRACE_LINK ?= 0
INSTALL    ?= install
MANPAGES   := $(wildcard man/man[1-8]/*.[1-8])
TOOLFILES  := $(shell [ -d tools ] && cd tools && find . -type f | LC_ALL=C sort)

# dtrace.pc for the directories of this installation (written each time:
# they are make variables)
pc_rel = $(patsubst $(PREFIX)/%,$${prefix}/%,$(1))
$(B)/dtrace.pc: src/lib/dtrace.pc.in FORCE
	@mkdir -p $(dir $@)
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@LIBDIR@|$(call pc_rel,$(LIBDIR))|' \
	    -e 's|@INCLUDEDIR@|$(call pc_rel,$(INCLUDEDIR))|' \
	    -e 's|@VERSION@|$(VERSION)|' $< > $@.tmp && mv $@.tmp $@

# what install installs, built alone (debian/rules builds this)
shared: $(SHLIB) $(DYN_CMDS)

install: $(SHLIB) $(DYN_CMDS) $(B)/dtrace.pc
	$(INSTALL) -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(LIBDIR) \
	    $(DESTDIR)$(INCLUDEDIR) $(DESTDIR)$(PKGCONFIGDIR)
	$(INSTALL) -m 755 $(DYN_CMDS) $(DESTDIR)$(BINDIR)
	$(if $(filter 1,$(BPFTRACE_LINK)),ln -sf btrace $(DESTDIR)$(BINDIR)/bpftrace)
	$(INSTALL) -m 755 $(SHLIB) $(DESTDIR)$(LIBDIR)
	ln -sf libdtrace.so.$(VERSION) $(DESTDIR)$(LIBDIR)/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(LIBDIR)/libdtrace.so
	$(INSTALL) -m 644 include/dtrace.h $(DESTDIR)$(INCLUDEDIR)
	$(INSTALL) -m 644 $(B)/dtrace.pc $(DESTDIR)$(PKGCONFIGDIR)
	for m in $(MANPAGES); do \
	    s=$$(basename $$(dirname $$m)); \
	    $(INSTALL) -D -m 644 $$m $(DESTDIR)$(MANDIR)/$$s/$$(basename $$m) || \
	    exit 1; \
	done
	for f in $(TOOLFILES); do \
	    if [ -x tools/$$f ]; then m=755; else m=644; fi; \
	    $(INSTALL) -D -m $$m tools/$$f $(DESTDIR)$(TOOLSDIR)/$$f || exit 1; \
	done
	@if [ -z "$(DESTDIR)" ] && command -v ldconfig >/dev/null && \
	    [ "$$(id -u)" = 0 ]; then echo ldconfig; ldconfig; fi

uninstall:
	rm -f $(addprefix $(DESTDIR)$(BINDIR)/,$(notdir $(DYN_CMDS)))
	[ "$$(readlink $(DESTDIR)$(BINDIR)/bpftrace)" != btrace ] || \
	    rm -f $(DESTDIR)$(BINDIR)/bpftrace
	rm -f $(DESTDIR)$(LIBDIR)/libdtrace.so.$(VERSION) \
	    $(DESTDIR)$(LIBDIR)/$(SONAME) $(DESTDIR)$(LIBDIR)/libdtrace.so
	rm -f $(DESTDIR)$(INCLUDEDIR)/dtrace.h $(DESTDIR)$(PKGCONFIGDIR)/dtrace.pc
	for m in $(MANPAGES); do \
	    rm -f $(DESTDIR)$(MANDIR)/$$(basename $$(dirname $$m))/$$(basename $$m); \
	done
	rm -rf $(DESTDIR)$(TOOLSDIR)
	rmdir $(DESTDIR)$(DATADIR)/dtrace 2>/dev/null || true

clean:
	rm -rf build build-san build-fuzz

.PHONY: all check clean fuzz shared install uninstall FORCE
