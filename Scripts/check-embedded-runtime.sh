#!/usr/bin/env bash
# Compiles stores as `grdbgen generate --runtime embedded` writes them — the generated files and the
# runtime's sources the schema needs (GRDBGenRuntime, GRDBGenAdoption, GRDBGenSQL; a file only some
# schemas need is left out of the others) in one module, as an app on its own GRDB compiles them —
# against the debug build's GRDB, in Swift 6 mode, warnings as errors, SIL diagnostics included:
# the demo's store, and every fixture schema's (or those given as arguments), beside the app's own
# type some fixtures name (Tests/Fixtures/Conformance/Money.swift). Needs the debug build
# (`swift build --build-tests`).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
source Scripts/debug-modules.sh
grdbgen="$(swift build --show-bin-path)/grdbgen"
schemas=("$@")
[ ${#schemas[@]} -eq 0 ] && schemas=(schema.yaml Tests/Fixtures/Schemas/*.yaml)
for schema in "${schemas[@]}"; do
  name="$(basename "$schema" .yaml)"
  rm -rf "$work/store" && mkdir -p "$work/store"
  cp "$schema" "$work/store/$name.yaml"
  if [ -f "${schema%.yaml}.lock" ]; then cp "${schema%.yaml}.lock" "$work/store/$name.lock"; fi
  # Warnings of a schema are not this check's subject; an error is printed, and stops it.
  if ! "$grdbgen" generate --quiet --no-update-lock --runtime embedded --schema "$work/store/$name.yaml" \
    --output "$work/store/out" 2>"$work/stderr"; then
    cat "$work/stderr" >&2
    exit 1
  fi
  swiftc -emit-sil -o /dev/null -wmo -swift-version 6 -warnings-as-errors -module-name EmbeddedStore \
    -I "$modules" "${module_maps[@]}" "$work"/store/out/*.swift Tests/Fixtures/Conformance/Money.swift
  runtime="$(cat "$work"/store/out/GRDBGen*.swift | wc -l | tr -d ' ')"
  echo "$name: its store with an embedded runtime compiles ($runtime lines of runtime)"
done
