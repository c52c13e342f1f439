#!/usr/bin/env bash
# Counts instructions and branches per agent-tick with valgrind's callgrind, the method behind the
# instruction counts in the README. It runs dev.arbor.benchmarks.Ticks twice, short and long, and
# subtracts: JVM start-up and JIT compilation (done in line, -XX:-BackgroundCompilation) cancel
# out, and what is left is the compiled tick. Counts, unlike JMH times, repeat to within about one
# instruction per tick from run to run; simulated mispredictions and cache misses depend on where
# the JIT places the code, so read them as rough.
#
# usage: benchmarks/callgrind.sh <w1|w2|w4|w5|w1-twenty> <arbor|hand-written|gdx-ai> [short] [long]
#            [extra valgrind options, e.g. --cache-sim=yes]
# needs: valgrind, and the benchmarks built (mvn -B -q install -DskipTests at the top).
set -euo pipefail
cd "$(dirname "$0")"
workload=${1:?workload: w1, w2, w4, w5 or w1-twenty}
implementation=${2:?implementation: arbor, hand-written or gdx-ai}
short=${3:-2000000}
long=${4:-6000000}
shift $(( $# < 4 ? $# : 4 ))

command -v valgrind >/dev/null || { echo "callgrind.sh needs valgrind (apt-get install valgrind)" >&2; exit 1; }
[ -d target/classes/dev/arbor/benchmarks ] || { echo "build first: mvn -B -q install -DskipTests" >&2; exit 1; }
out=target/callgrind
mkdir -p "$out"
[ -s "$out/classpath.txt" ] || mvn -q dependency:build-classpath -Dmdep.outputFile="$out/classpath.txt" >&2
classpath=target/classes:$(cat "$out/classpath.txt")

for ticks in "$short" "$long"; do
  valgrind --tool=callgrind --branch-sim=yes --smc-check=all-non-file "$@" \
      --callgrind-out-file="$out/$workload.$implementation.$ticks" \
      java -XX:-BackgroundCompilation -cp "$classpath" dev.arbor.benchmarks.Ticks \
      "$workload" "$implementation" "$ticks" 2>"$out/$workload.$implementation.$ticks.log" &
done
wait

python3 - "$out/$workload.$implementation" "$short" "$long" <<'PY'
import sys
prefix, short, long = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
def totals(ticks):
    events = values = None
    for line in open("%s.%d" % (prefix, ticks)):
        if line.startswith("events:"):
            events = line.split()[1:]
        elif line.startswith("totals:"):
            values = [int(v) for v in line.split()[1:]]
    return dict(zip(events, values))
a, b = totals(short), totals(long)
names = {"Ir": "instructions", "Bc": "conditional branches", "Bcm": "mispredicted (simulated)",
         "Bi": "indirect jumps", "Bim": "mispredicted (simulated)",
         "I1mr": "L1 instruction misses (simulated)", "D1mr": "L1 data read misses (simulated)",
         "D1mw": "L1 data write misses (simulated)", "Dw": "stores"}
print("per agent-tick, (%d-tick run) - (%d-tick run):" % (long, short))
for event, name in names.items():
    if event in a:
        print("  %-36s %8.2f" % (name, (b[event] - a[event]) / (long - short)))
PY
