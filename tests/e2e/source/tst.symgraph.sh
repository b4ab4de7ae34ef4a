#!/bin/bash
# The stages' arrows point down the pipeline: in the graph of the library's
# object files (an edge where one uses a symbol another defines), no
# strongly connected set has more than 12 objects (scripts/symgraph.py;
# docs/architecture.md).  Prints the sets when one does.
if ! out=$(python3 ../../../scripts/symgraph.py --max 12 "$B/libdtrace.a"); then
	echo "$out"
fi
echo "no strongly connected set of more than 12 objects"
