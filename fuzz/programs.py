#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""
programs.py -- fuzz the whole compile (and run) of btrace and dtrace with
programs: mutated copies of the test suite's own scripts, or generated
well-formed ones.

    python3 fuzz/programs.py mutate bt|d [RUNS] [SEED]
    python3 fuzz/programs.py generate bt|d [RUNS] [SEED]
    python3 fuzz/programs.py deep bt|d [RUNS|SECONDSs] [SEED]
    python3 fuzz/programs.py corpus bt|d

deep compiles programs of deep nesting and long chains (operators, ?:,
parentheses, unary operators, casts, [], members, calls, if/else-if,
blocks), from a few levels to 30,000: each must compile or be refused
with status 1.  corpus compiles the kept inputs of fuzz/kept/ (a
recursion bound's regressions).  RUNS may be a time, "60s".  The exit
status is 1 if any input was kept.

mutate compiles each mutant without running it (btrace -d, dtrace -e);
generate runs each program (it ends itself after 100 ms).  Both use the
sanitizer build (make SAN=1: build-san/) and keep, in fuzz/out/, every
input that crashed, hung, made a sanitizer report, exited with a status
other than 0 or 1, or (generate) failed to load.  Needs root.
"""
import glob
import hashlib
import os
import random
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, 'fuzz', 'out')

# pieces a mutation inserts
TOKENS = ['(', ')', '{', '}', '[', ']', ',', ';', '@', '$', '->', '.', '"',
          "'", '/', '*', '+', '-', '=', '==', '!', '?', ':', 'x', '0', '1',
          '-1', '0xffffffffffffffff', 'str(', 'printf("%s %d\\n", ',
          'count()', 'hist(', '@m[', '$x', 'args->', 'comm', 'kstack',
          'ustack', '(uint8)', 'struct task_struct *', 'sizeof(', 'if (',
          'else', 'while (', 'unroll(', 'BEGIN', 'END', 'self->', 'this->',
          'stringof(', 'copyinstr(', 'quantize(', 'trace(', 'speculate(',
          'printa(', '#include <linux/sched.h>\n', '#define X 1\n', '`',
          '\\', '\n', 'buf(', 'ntop(', '(1, "a")', '.0', 'delete(',
          'print(', 'join(', 'strftime(', 'cgroup_path(', 'macaddr(']


def mutate(src):
    s = list(src)
    for _ in range(random.randint(1, 6)):
        if not s:
            s = list('BEGIN { }')
        i = random.randrange(len(s) + 1)
        op = random.random()
        if op < 0.3:
            del s[i:i + random.randint(1, 5)]
        elif op < 0.7:
            s[i:i] = list(random.choice(TOKENS))
        elif op < 0.85:
            a, b = sorted(random.randrange(len(s) + 1) for _ in range(2))
            s[i:i] = s[a:b][:50]
        elif i < len(s):
            s[i] = chr(random.randrange(32, 127))
    return ''.join(s)


class Gen:
    """well-formed programs of one language, from a few pieces"""

    def __init__(self, lang):
        self.lang = lang
        if lang == 'bt':
            self.ints = ['pid', 'tid', 'uid', 'cpu', 'nsecs', 'elapsed',
                         'rand', 'cgroup', '1', '-1', '0', '255',
                         '0x7fffffffffffffff', '$i', '@c', '@m[1]',
                         '(uint8)300', '(int16)-5', 'sizeof(int)',
                         'curtask->pid', 'args->count', 'arg2']
            self.strs = ['comm', '"lit"', 'str(args->buf, 8)', 'username',
                         'strftime("%H", nsecs)', 'ksym(0)', 'func',
                         'probe', '$s', '@s[1]']
            self.probes = ['BEGIN', 'tracepoint:syscalls:sys_enter_read',
                           'tracepoint:syscalls:sys_enter_getppid',
                           'interval:ms:20', 'profile:hz:99',
                           'tracepoint:sched:sched_switch']
        else:
            self.ints = ['pid', 'tid', 'uid', 'cpu', 'timestamp',
                         'vtimestamp', 'walltimestamp', 'arg0', 'arg2', '1',
                         '-1', '0', '0x7fffffffffffffff', 'x', 'self->t',
                         'this->v', 'curthread->pid', 'curpsinfo->pr_pid',
                         'errno', 'rand()', 'strlen(execname)', '(char)300',
                         '(uint16_t)-5', 'sizeof(int)', 'a[1]']
            self.strs = ['execname', '"lit"', 'probefunc', 'probename',
                         'strjoin(execname, "x")', 'substr(execname, 1, 3)',
                         'lltostr(pid)', 'toupper(execname)',
                         'curpsinfo->pr_fname', 's']
            self.probes = ['BEGIN', 'syscall::read:entry',
                           'syscall::read:return', 'syscall::getppid:entry',
                           'profile-99', 'tick-10ms', 'sched:::on-cpu',
                           'proc:::exec-success']

    def iexpr(self, d=0):
        if d > 2 or random.random() < 0.4:
            return random.choice(self.ints)
        r = random.random()
        if r < 0.5:
            return '(%s %s %s)' % (self.iexpr(d + 1), random.choice(
                ['+', '-', '*', '/', '%', '&', '|', '^', '<<', '>>', '==',
                 '!=', '<', '>', '&&', '||']), self.iexpr(d + 1))
        if r < 0.6:
            return '(%s ? %s : %s)' % (self.iexpr(d + 1), self.iexpr(d + 1),
                                       self.iexpr(d + 1))
        if r < 0.7:
            return random.choice(['-', '~', '!']) + self.iexpr(d + 1)
        if r < 0.8:
            return '(%s == %s)' % (self.sexpr(), self.sexpr())
        if self.lang == 'bt':
            return 'strncmp(%s, %s, %d)' % (self.sexpr(), self.sexpr(),
                                             random.randint(0, 10))
        return 'index(%s, %s)' % (self.sexpr(), self.sexpr())

    def sexpr(self):
        return random.choice(self.strs)

    def stmt(self, d=0):
        i, s = self.iexpr, self.sexpr
        common = [
            lambda: 'printf("%%d %%s %%x\\n", %s, %s, %s);' % (i(), s(), i()),
            lambda: 'printf("%%s\\n", %s);' % s(),
        ]
        if self.lang == 'bt':
            more = [
                lambda: '$i = %s;' % i(), lambda: '$s = %s;' % s(),
                lambda: '@m[%s] = %s;' % (i(), i()),
                lambda: '@s[%s] = %s;' % (i(), s()),
                lambda: '@a[%s, %s] = %s(%s);' % (s(), i(), random.choice(
                    ['count', 'sum', 'min', 'max', 'avg', 'stats', 'hist']),
                    i()),
                lambda: '@l = lhist(%s, 0, 100, 10);' % i(),
                lambda: 'print((%s, %s));' % (i(), s()),
                lambda: '@c++;', lambda: 'delete(@m[%s]);' % i(),
                lambda: 'printf("%%s\\n", ntop(2, %s));' % i(),
                lambda: 'printf("%%s\\n", usym(%s));' % i(),
                lambda: 'time("%H\\n");', lambda: 'print(@a, 2);',
            ]
            if d < 2:
                more += [lambda: 'if (%s) { %s } else { %s }' % (
                    i(), self.stmt(d + 1), self.stmt(d + 1)),
                    lambda: 'unroll(%d) { %s }' % (random.randint(1, 4),
                                                   self.stmt(d + 1))]
            if d < 1:
                more.append(lambda: '$w = 0; while ($w < %d) { $w++; %s }' % (
                    random.randint(1, 5), self.stmt(d + 1)))
        else:
            more = [
                lambda: 'x = %s;' % i(), lambda: 's = %s;' % s(),
                lambda: 'self->t = %s;' % i(), lambda: 'this->v = %s;' % i(),
                lambda: 'a[%s] = %s;' % (i(), i()),
                lambda: '@a1[%s, %s] = %s(%s);' % (s(), i(), random.choice(
                    ['count', 'sum', 'min', 'max', 'avg', 'stddev',
                     'quantize']), i()),
                lambda: '@l = lquantize(%s, 0, 100, 10);' % i(),
                lambda: 'trace(%s);' % random.choice([i(), s()]),
                lambda: 'stack(3);', lambda: 'ustack(2);',
                lambda: random.choice(['printa(@a1);', 'normalize(@a1, 2);',
                                       'trunc(@a1, 1);', 'clear(@l);']),
                lambda: 'tracemem(&curthread->comm[0], 8);',
                lambda: 's = %s ? %s : %s;' % (i(), s(), s()),
            ]
        return random.choice(common + more)()

    def program(self):
        out = []
        if self.lang == 'd':
            out.append('int x; string s; int a[int];')
            out.append('BEGIN { @a1["x", 1] = count(); '
                       '@l = lquantize(1, 0, 100, 10); }')
        for _ in range(random.randint(1, 3)):
            body = ' '.join(self.stmt() for _ in range(random.randint(1, 5)))
            pred = '/%s/ ' % self.iexpr() if random.random() < 0.3 else ''
            init = '$i = 0; $s = ""; ' if self.lang == 'bt' else ''
            out.append('%s %s{ %s%s }' % (random.choice(self.probes), pred,
                                          init, body))
        out.append('interval:ms:100 { exit(); }' if self.lang == 'bt' else
                   'tick-100ms { exit(0); }')
        return '\n'.join(out)


def deep(lang):
    """a program whose one expression or statement nests n levels"""
    n = int(10 ** random.uniform(0, 4.5))
    bt = lang == 'bt'
    v = '$x' if bt else 'this->x'
    arr = '@m' if bt else 'm'
    leaf = random.choice(['1', v, arr + '[1]', '(1 + 2)'])
    ops = ['+', '-', '*', '&&', '||', '|', '^', '&', '==', '<', '<<']
    kind = random.choice(['chain', 'rchain', 'cond', 'rcond', 'paren',
                          'unary', 'cast', 'index', 'member', 'call',
                          'mixed', 'elseif', 'block', 'if'])
    if kind == 'chain':
        e = leaf
        for _ in range(n):
            e += ' %s %s' % (random.choice(ops), leaf)
    elif kind == 'rchain':
        e = ''.join('%s %s (' % (leaf, random.choice(ops)) for _ in
                    range(n)) + leaf + ')' * n
    elif kind == 'cond':
        e = ' ? 1 : '.join([leaf] * (n + 1))
    elif kind == 'rcond':
        e = '(' * n + leaf + ''.join(' ? 1 : 2)' for _ in range(n))
    elif kind == 'paren':
        e = '(' * n + leaf + ')' * n
    elif kind == 'unary':
        e = ''.join(random.choice(['-', '!', '~', '- ', '+'])
                    for _ in range(n)) + leaf
    elif kind == 'cast':
        e = '(uint64)' * n + leaf if bt else '(int)' * n + leaf
    elif kind == 'index':
        e = arr + '[1]' * n
    elif kind == 'member':
        e = ('curtask' + '->parent' * n if bt else
             'curthread' + '->parent' * n)
    elif kind == 'call':
        fn = 'str(' if bt else 'stringof('
        e = fn * n + '"a"' + ')' * n
    elif kind == 'mixed':
        e = leaf
        for _ in range(n):
            e = random.choice(['(%s) + 1', '1 - (%s)', '-(%s)', '%s ? 1 : 2',
                               '1 ? %s : 2', '!(%s)', '%s * 2 + 1',
                               arr + '[%s]']) % e
    if kind in ('elseif', 'block', 'if'):
        one = v + ' = 1;'
        body = {'elseif': 'if (1) { %s }' % one + (' else if (%s) { %s }' %
                                                    (leaf, one)) * n,
                'block': '{ ' * n + one + ' }' * n,
                'if': 'if (1) { ' * n + one + ' }' * n}[kind]
    else:
        body = v + ' = ' + e + ';'
    init = arr + '[1] = 1; ' + v + ' = 1; '
    if not bt:
        return 'int m[int];\nBEGIN { %s%s exit(0); }\n' % (init, body)
    return 'BEGIN { %s%s exit(); }\n' % (init, body)


def main():
    mode, lang = sys.argv[1], sys.argv[2]
    runs = sys.argv[3] if len(sys.argv) > 3 else '300'
    secs = int(runs[:-1]) if runs.endswith('s') else None
    runs = 1 << 62 if secs is not None else int(runs)
    start = time.monotonic()
    random.seed(int(sys.argv[4]) if len(sys.argv) > 4 else 1)
    tool = os.path.join(ROOT, 'build-san', 'btrace' if lang == 'bt'
                        else 'dtrace')
    os.makedirs(OUT, exist_ok=True)
    if mode == 'mutate':
        pats = (['tests/bt-gold/*/*.bt', 'tests/e2e/btrace/*.bt']
                if lang == 'bt' else ['tests/e2e/*/*.d'])
        seeds = [open(f, errors='replace').read() for p in pats
                 for f in glob.glob(os.path.join(ROOT, p))]
        cmd = [tool, '-d'] if lang == 'bt' else [tool, '-e', '-s']
    elif mode in ('deep', 'corpus'):
        cmd = [tool, '-d'] if lang == 'bt' else [tool, '-e', '-s']
        kept = sorted(glob.glob(os.path.join(ROOT, 'fuzz', 'kept',
                                             '*.' + lang)))
        if mode == 'corpus':
            runs = len(kept)
    else:
        gen = Gen(lang)
        cmd = [tool] if lang == 'bt' else [tool, '-q', '-s']
    bad = 0
    path = os.path.join(OUT, 'input.' + lang)
    done = 0
    for i in range(runs):
        if secs is not None and time.monotonic() - start > secs:
            break
        done += 1
        if mode == 'corpus':
            src = open(kept[i]).read()
        elif mode == 'deep':
            src = deep(lang)
        else:
            src = (mutate(random.choice(seeds)) if mode == 'mutate'
                   else gen.program())
        with open(path, 'w') as f:
            f.write(src)
        try:
            p = subprocess.run(cmd + [path], stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, timeout=20)
            err, rc = p.stderr.decode(errors='replace'), p.returncode
        except subprocess.TimeoutExpired:
            err, rc = 'timed out', 'timeout'
        if (rc not in (0, 1) or 'Sanitizer' in err or 'runtime error' in err
                or (mode == 'generate' and ('verifier' in err
                                            or 'Error loading' in err))):
            bad += 1
            h = hashlib.md5(src.encode()).hexdigest()[:8]
            with open(os.path.join(OUT, 'bad-%s.%s' % (h, lang)), 'w') as f:
                f.write(src)
            with open(os.path.join(OUT, 'bad-%s.err' % h), 'w') as f:
                f.write(err[-4000:] + '\nstatus: %s\n' % rc)
    print('%s %s: %d runs, %d kept in fuzz/out/' % (mode, lang, done, bad))
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
