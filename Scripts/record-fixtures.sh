#!/usr/bin/env bash
# Re-records the expected output of every fixture schema (Tests/Fixtures/Expected) with grdbgen.
# The usual way is `SNAPSHOT_TESTING_RECORD=failed swift test --filter SnapshotTests`; this script
# is for when the old expected files no longer compile (the FixtureRecords target builds them,
# so the tests cannot run until they are replaced).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product grdbgen >/dev/null
grdbgen="$(swift build --show-bin-path)/grdbgen"
for schema in Tests/Fixtures/Schemas/*.yaml; do
  name="$(basename "$schema" .yaml)"
  tmp="$(mktemp -d)"
  cp "$schema" "$tmp/$name.yaml"
  # The lock of an imported fixture keeps its baseline's steps.
  if [ -f "${schema%.yaml}.lock" ]; then cp "${schema%.yaml}.lock" "$tmp/$name.lock"; fi
  "$grdbgen" generate --quiet --schema "$tmp/$name.yaml" --output "$tmp/out"
  rm -rf "Tests/Fixtures/Expected/$name"
  mkdir -p "Tests/Fixtures/Expected/$name"
  for file in "$tmp"/out/*.swift; do
    base="$(basename "$file" .swift)"
    cp "$file" "Tests/Fixtures/Expected/$name/$name.${base//+/-}.swift"
  done
  rm -rf "$tmp"
  echo "recorded Tests/Fixtures/Expected/$name"
done
