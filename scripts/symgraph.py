#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""symgraph.py -- the library's object files as a graph of symbols.

Each object file is a node; an edge A -> B says that A uses a symbol B
defines (read with nm).  Prints the strongly connected sets of more than
one object, largest first, and exits 1 when the largest has more than
--max objects (CI keeps the stages' arrows pointing one way).

    scripts/symgraph.py [--max N] [--quiet] build/libdtrace.a
    scripts/symgraph.py [--max N] [--quiet] OBJ_DIR...
"""
import argparse
import os
import subprocess
import sys


def objects(dirs):
    found = []
    for d in dirs:
        for root, _, files in os.walk(d):
            found += [os.path.join(root, f) for f in files if f.endswith(".o")]
    return sorted(found)


def nm(path):
    """{object: (defined, used)} of an object file or of each member of
    an archive"""
    out = subprocess.run(["nm", "--print-file-name", path],
                         capture_output=True, text=True, check=True).stdout
    syms = {}
    for line in out.splitlines():
        if path.endswith(".a"):		# archive:member:symbol
            _, name, rest = line.split(":", 2)
        else:				# object:symbol
            name, rest = line.split(":", 1)
        defined, used = syms.setdefault(name, (set(), set()))
        parts = rest.split()
        if len(parts) == 2 and parts[0] == "U":
            used.add(parts[1])
        elif len(parts) == 3 and parts[1] in "TDBRCVW":
            defined.add(parts[2])
    return syms


def sccs(nodes, edges):
    """Tarjan's algorithm, iterative."""
    index, low, on, stack, out = {}, {}, set(), [], []
    counter = 0
    for root in nodes:
        if root in index:
            continue
        work = [(root, iter(edges[root]))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on.add(root)
        while work:
            v, it = work[-1]
            advanced = False
            for w in it:
                if w not in index:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(edges[w])))
                    advanced = True
                    break
                if w in on:
                    low[v] = min(low[v], index[w])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    w = stack.pop()
                    on.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                out.append(sorted(comp))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--max", type=int, default=12)
    ap.add_argument("--quiet", action="store_true")
    ap.add_argument("dirs", nargs="+")
    a = ap.parse_args()
    syms = {}
    for d in a.dirs:
        if d.endswith(".a"):
            syms.update(nm(d))
        else:
            for o in objects([d]):
                syms.update(nm(o))
    objs = sorted(syms)
    if not objs:
        print("symgraph: no object files in " + " ".join(a.dirs),
              file=sys.stderr)
        return 2
    base = os.path.commonpath(objs) if len(objs) > 1 else ""
    name = {o: os.path.relpath(o, base) if base else o for o in objs}
    owner, uses = {}, {}
    for o in objs:
        d, u = syms[o]
        uses[o] = u
        for s in d:
            owner.setdefault(s, o)
    edges = {o: sorted({owner[s] for s in uses[o] if s in owner} - {o})
             for o in objs}
    comps = sorted((c for c in sccs(objs, edges) if len(c) > 1),
                   key=len, reverse=True)
    largest = len(comps[0]) if comps else 1
    if not a.quiet:
        for c in comps:
            print("%d: %s" % (len(c), " ".join(name[o] for o in c)))
    print("largest strongly connected set: %d of %d objects (at most %d)"
          % (largest, len(objs), a.max))
    return 1 if largest > a.max else 0


if __name__ == "__main__":
    sys.exit(main())
