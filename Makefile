# SPDX-License-Identifier: Apache-2.0
# Build of dtrace(1) and libdtrace.  `make` builds build/dtrace;
# `make SAN=1` builds an AddressSanitizer + UBSan variant in build-san/;
# `make check` runs the whole test suite (tests/run.sh); `make fuzz`
# builds the libFuzzer target build-fuzz/fuzz_compile (fuzz/README.md).
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
           -DDT_PROJECT_VERSION='"$(VERSION)"' $(CPPFLAGS) $(CFLAGS)
DT_LDFLAGS := $(SANFLAGS) $(LDFLAGS)
LIBS    := -lbpf -ldw -lelf -lz

LIB_SRC  := $(foreach d,$(SRC_DIRS),$(wildcard $(d)*.c))
LIB_HDR  := $(foreach d,$(SRC_DIRS),$(wildcard $(d)*.h))
LIB_OBJ  := $(patsubst src/%.c,$(B)/obj/%.o,$(LIB_SRC))
CMD_SRC  := $(wildcard src/cmd/*.c)
CMDS     := $(patsubst src/cmd/%.c,$(B)/%,$(CMD_SRC))
UNIT_SRC := $(wildcard tests/unit/test_*.c)
UNITS    := $(patsubst tests/unit/%.c,$(B)/tests/%,$(UNIT_SRC))
PROG_SRC := $(wildcard tests/progs/*.c)
PROGS    := $(patsubst tests/progs/%.c,$(B)/progs/%,$(PROG_SRC))
API_SRC  := $(wildcard tests/api/*.c)
APIS     := $(patsubst tests/api/%.c,$(B)/api/%,$(API_SRC))
GEN      := $(B)/gen/dt_syscalls.h $(B)/gen/dt_stdlib.h $(B)/gen/dt_libtypes.h

all: $(CMDS) $(UNITS) $(PROGS) $(APIS)

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
	$(CC) $(DT_CFLAGS) -c -o $@ $<

$(B)/libdtrace.a: $(LIB_OBJ)
	@rm -f $@
	ar rcs $@ $^

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

clean:
	rm -rf build build-san build-fuzz

.PHONY: all check clean fuzz
