#!/usr/bin/env bash
# Compiles the demo's store as `grdbgen generate --runtime embedded` writes it — the generated files
# and the runtime's sources (GRDBGenRuntime, GRDBGenAdoption, GRDBGenSQL) in one module, as an app
# on its own GRDB compiles them — against the debug build's GRDB, in Swift 6 mode, warnings as
# errors, SIL diagnostics included. Needs the debug build (`swift build --build-tests`).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp schema.yaml schema.lock "$work/"
"$(swift build --show-bin-path)/grdbgen" generate --quiet --no-update-lock --runtime embedded \
  --schema "$work/schema.yaml" --output "$work/out"
source Scripts/debug-modules.sh
swiftc -emit-sil -o /dev/null -wmo -swift-version 6 -warnings-as-errors -module-name EmbeddedStore \
  -I "$modules" "${module_maps[@]}" "$work"/out/*.swift
echo "the demo's store with an embedded runtime compiles ($(ls "$work"/out/*.swift | wc -l | tr -d ' ') files)"
