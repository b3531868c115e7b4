#!/usr/bin/env bash
# Type-checks each fixture of Tests/CompileFail against the debug build's modules and fails unless
# it is refused with the error its first line names (`// expected-error: …`): what the generated
# API must not accept (a write with RETURNING through a read verb, GRDB's generic fetch of a
# grouped query, an array of a single-row query). Needs `swift build --build-tests` first.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
# The debug build's modules and the flags of their C modules: `modules`, `module_maps`.
source Scripts/debug-modules.sh
status=0
for file in Tests/CompileFail/*.swift; do
  expected="$(head -1 "$file" | sed -n 's|^// expected-error: ||p')"
  [ -n "$expected" ] || { echo "error: $file: no \`// expected-error: …\` first line" >&2; status=1; continue; }
  if output="$(swiftc -typecheck -swift-version 6 -I "$modules" "${module_maps[@]}" "$file" 2>&1)"; then
    echo "error: $file compiles; it must be refused with: $expected" >&2
    status=1
  elif ! grep -qF -- "$expected" <<<"$output"; then
    echo "error: $file is refused, but not with: $expected" >&2
    grep "error:" <<<"$output" | head -5 >&2
    status=1
  else
    echo "refused as expected: $file"
  fi
done
exit $status
