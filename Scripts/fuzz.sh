#!/usr/bin/env bash
# Fuzzes the schema parser, translator and validator with libFuzzer for a bounded time.
#
#     Scripts/fuzz.sh [SECONDS]      (default 60)
#
# Builds the SchemaFuzzer target with -sanitize=fuzzer (GRDBGEN_FUZZ=1, see Package.swift) into .build-fuzz, starts from the hostile
# corpus and the fixtures, and fails if libFuzzer finds a crash (its input is saved as crash-*).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
export GRDBGEN_FUZZ=1
swift build --scratch-path .build-fuzz --product SchemaFuzzer >/dev/null
fuzzer="$(swift build --scratch-path .build-fuzz --show-bin-path)/SchemaFuzzer"
corpus="$(mktemp -d)"
cp Tests/Fixtures/Hostile/*.yaml Tests/Fixtures/Schemas/*.yaml schema.yaml "$corpus/"
"$fuzzer" -max_total_time="$seconds" -max_len=65536 -timeout=5 -rss_limit_mb=2048 "$corpus" 2>&1 | tail -5
echo "fuzzed for $seconds s without a crash"
