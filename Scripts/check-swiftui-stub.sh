#!/usr/bin/env bash
# Type-checks GRDBGenRuntime's SwiftUI property wrapper `Live` (compiled only where SwiftUI is) in
# Swift 6 mode, where SwiftUI is not: against Tests/SwiftUIStub/SwiftUI.swift, the SwiftUI
# declarations it uses, with a view's use of it (Tests/SwiftUIStub/Usage.swift). Needs the debug
# build (`swift build`) for the modules of GRDB and OpenCombine.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
if [ "$(uname)" = "Darwin" ]; then
  echo "SwiftUI is here: \`swift build\` compiles Live against it"
  exit 0
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
swiftc -emit-module -parse-as-library -swift-version 6 -module-name SwiftUI \
  -emit-module-path "$work/SwiftUI.swiftmodule" Tests/SwiftUIStub/SwiftUI.swift
modules="$(swift build --show-bin-path)/Modules"
build="$(dirname "$modules")"
module_maps=()
for map in "$build/COpenCombineHelpers.build/module.modulemap" \
  .build/checkouts/GRDB.swift/Sources/GRDBSQLite/module.modulemap; do
  [ -f "$map" ] || { echo "error: $map is missing: run \`swift build\` first" >&2; exit 1; }
  module_maps+=(-Xcc "-fmodule-map-file=$map")
done
swiftc -typecheck -swift-version 6 -warnings-as-errors -module-name GRDBGenRuntime \
  -I "$work" -I "$modules" "${module_maps[@]}" \
  Sources/GRDBGenRuntime/*.swift Tests/SwiftUIStub/Usage.swift
echo "Live type-checks against the SwiftUI stub (Swift 6 mode, warnings as errors)"
