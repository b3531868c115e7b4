#!/usr/bin/env bash
# Type-checks the Swift snippets of README.md, docs/*.md, the DocC articles and the demo schema's
# comments (Scripts/doc-snippets.py) against the debug build's modules: the demo's generated code
# (ItemsStore), GRDBGenRuntime, GRDB, and the SwiftUI stub of Tests/SwiftUIStub. A snippet that no
# longer compiles fails; one that is not meant to compile is marked `<!-- excerpt -->`. Needs
# `swift build --build-tests` first.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
source Scripts/debug-modules.sh
swiftui=()
if [ "$(uname)" != "Darwin" ]; then
  swiftc -emit-module -parse-as-library -swift-version 6 -module-name SwiftUI \
    -emit-module-path "$work/SwiftUI.swiftmodule" Tests/SwiftUIStub/SwiftUI.swift
  swiftui=(-I "$work")
fi
python3 Scripts/doc-snippets.py "$root" "$work/snippets" | tail -1
status=0
for file in "$work"/snippets/*.swift; do
  if ! output="$(swiftc -typecheck -parse-as-library -swift-version 6 "${swiftui[@]}" -I "$modules" \
    "${module_maps[@]}" "$file" 2>&1)"; then
    echo "error: the snippet at $(head -1 "$file" | sed 's|^// ||') does not compile:" >&2
    grep "error:" <<<"$output" | sed "s|$file|snippet|" | head -5 >&2
    status=1
  fi
done
[ $status -eq 0 ] && echo "every snippet compiles"
exit $status
