#!/bin/sh
# Run an arena one deal at a time (seeds FIRST..FIRST+DEALS-1), appending each JSON
# report (with the load average) to OUT: bench/arena_chunks.sh OUT FIRST DEALS PLAYERS ARGS…
# e.g. bench/arena_chunks.sh /tmp/a.jsonl 0 50 2 --seats expert,hard --edition classic
# $SANJUAN overrides the command (e.g. a frozen copy of the code run with python -S -m ui.cli).
out=$1; first=$2; deals=$3; players=$4; shift 4
k=$first
while [ "$k" -lt $((first + deals)) ]; do
    line=$(${SANJUAN:-.venv/bin/sanjuan} arena --json --players "$players" --games "$players" --seed "$k" "$@")
    load=$(cut -d' ' -f1 /proc/loadavg)
    echo "$line" | sed "s/}\$/, \"load\": [$load]}/" >> "$out"
    k=$((k + 1))
done
