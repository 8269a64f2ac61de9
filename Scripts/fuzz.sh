#!/usr/bin/env bash
# Fuzzes the whole pipeline (decode, build, lint, every reporter, cheat sheets) with libFuzzer
# and AddressSanitizer.
#
#   Scripts/fuzz.sh [SECONDS] [extra libFuzzer flags…]    (default 60 seconds)
#   Scripts/fuzz.sh 3600 -jobs=2 -workers=2                 (an hour on two cores)
#
# The corpus grows in .build-fuzz/corpus, seeded from Examples/ and, when ../shared/ is next
# to the clone, JSONTestSuite. Crashing inputs land in Fuzz/crashes/; copy each into
# Fuzz/regressions/ so that `swift test` keeps running it.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true

# Flags from ../shared/reference/swift-tooling.md: one combined -sanitize, and no dead
# stripping, which would drop the coverage counters.
MENULINT_FUZZ=1 swift build -c release --scratch-path .build-fuzz --product menulint-fuzz \
  --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address --disable-dead-strip

corpus=.build-fuzz/corpus
mkdir -p "$corpus" Fuzz/crashes
if [ -z "$(ls -A "$corpus")" ]; then
  find Examples Fuzz/regressions -type f -name '*.json' -exec cp {} "$corpus"/ \;
  suite=../shared/testsuites/JSONTestSuite/test_parsing
  if [ -d "$suite" ]; then cp "$suite"/*.json "$corpus"/; fi
fi

# Inputs stop at 8 KB: each execution costs time linear in the input, 8 KB expresses every
# structure the format has, and the hostile-input tests cover the huge files. Longer corpus
# files are read truncated.
#
# The Swift backtracer would hang under AddressSanitizer when something crashes. Recording no
# allocation stacks makes Swift's many small allocations about 15 % faster; to see them for a
# crash, re-run its input with ASAN_OPTIONS= .build-fuzz/release/menulint-fuzz Fuzz/crashes/….
export ASAN_OPTIONS=${ASAN_OPTIONS-malloc_context_size=0:detect_leaks=0}
SWIFT_BACKTRACE=enable=no .build-fuzz/release/menulint-fuzz "$corpus" \
  -dict=Fuzz/json.dict -max_total_time="$seconds" -max_len=8192 -timeout=10 \
  -rss_limit_mb=4096 -artifact_prefix=Fuzz/crashes/ -print_final_stats=1 "$@"
