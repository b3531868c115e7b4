#!/usr/bin/env bash
# Type-checks GRDBGenRuntime's SwiftUI property wrapper `LiveState` (compiled only where SwiftUI is) in
# Swift 6 mode, where SwiftUI is not: against Tests/SwiftUIStub/SwiftUI.swift, the SwiftUI
# declarations it uses, with a view's use of it (Tests/SwiftUIStub/Usage.swift). Needs the debug
# build (`swift build`) for the modules of GRDB and OpenCombine.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
if [ "$(uname)" = "Darwin" ]; then
  echo "SwiftUI is here: \`swift build\` compiles LiveState against it"
  exit 0
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
swiftc -emit-module -parse-as-library -swift-version 6 -module-name SwiftUI \
  -emit-module-path "$work/SwiftUI.swiftmodule" Tests/SwiftUIStub/SwiftUI.swift
# The debug build's modules and the flags of their C modules: `modules`, `module_maps`.
source Scripts/debug-modules.sh
# `-package-name`: what GRDBGen's modules share is `package`, as SwiftPM compiles them; the
# runtime's module of the adoption is made here with the same name (the debug build's has
# SwiftPM's, which is the checkout folder's).
swiftc -emit-module -parse-as-library -swift-version 6 -module-name GRDBGenAdoption -package-name GRDBGen \
  -I "$modules" "${module_maps[@]}" -emit-module-path "$work/GRDBGenAdoption.swiftmodule" \
  Sources/GRDBGenAdoption/*.swift
swiftc -typecheck -swift-version 6 -warnings-as-errors -module-name GRDBGenRuntime -package-name GRDBGen \
  -I "$work" -I "$modules" "${module_maps[@]}" \
  Sources/GRDBGenRuntime/*.swift Tests/SwiftUIStub/Usage.swift
echo "LiveState type-checks against the SwiftUI stub (Swift 6 mode, warnings as errors)"

# The records of a schema without any `swift:` option, in views (Tests/SwiftUIStub/Plain): the
# runtime as a module with `LiveState`, the schema's generated code, the views.
swiftc -emit-module -parse-as-library -swift-version 6 -module-name GRDBGenRuntime -package-name GRDBGen \
  -I "$work" -I "$modules" "${module_maps[@]}" -emit-module-path "$work/GRDBGenRuntime.swiftmodule" \
  Sources/GRDBGenRuntime/*.swift
"$(swift build --show-bin-path)/grdbgen" generate --quiet --no-update-lock \
  --schema Tests/SwiftUIStub/Plain/schema.yaml --output "$work/plain"
swiftc -typecheck -swift-version 6 -warnings-as-errors -module-name Plain -I "$work" -I "$modules" \
  "${module_maps[@]}" "$work"/plain/*.swift Tests/SwiftUIStub/Plain/ItemsView.swift
echo "the records of a schema without swift: options are live values and orderings a view keeps"
