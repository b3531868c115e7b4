#!/usr/bin/env bash
# Tries the README's "Adopting GRDBGen in a package" as a newcomer would, in a fresh folder: its
# Package.swift and its schema.yaml, taken from the README as written (only the GRDBGen URL is
# replaced by this checkout), and a test that uses the API the README shows. `swift build` and
# `swift test` must pass, with no warning nor error from GRDBGen.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/TodoKit/Sources/TodoKit" "$work/TodoKit/Tests/TodoKitTests"
cd "$work/TodoKit"

# The first ```swift and ```yaml blocks of the section, without the list item's indentation.
python3 - "$root/README.md" <<'EOF'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
section = text.split("## Adopting GRDBGen in a package", 1)[1].split("\n## ", 1)[0]
def block(language):
    match = re.search(r"\n( *)```" + language + r"\n(.*?)\n\1```", section, re.S)
    indent = len(match.group(1))
    return "\n".join(line[indent:] for line in match.group(2).split("\n")) + "\n"
manifest = block("swift").replace('.package(url: "https://github.com/your-org/GRDBGen", from: "0.3.0")',
                                  '.package(name: "GRDBGen", path: "ROOT")')
assert "ROOT" in manifest, "the README's Package.swift no longer names GRDBGen as expected"
open("Package.swift", "w").write(manifest)
open("Sources/TodoKit/schema.yaml", "w").write(block("yaml"))
EOF
sed -i.bak "s#ROOT#$root#" Package.swift && rm Package.swift.bak
# The one Swift file the README asks for.
echo "import GRDB" > Sources/TodoKit/TodoKit.swift

cat > Tests/TodoKitTests/TodoKitTests.swift <<'EOF'
import GRDBGenRuntime
import TodoKit
import XCTest

final class TodoKitTests: XCTestCase {
    func testTheREADMEsAPI() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("todokit-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let store = try TodoStore.openFile(atPath: path)
        var list = ListRecord(title: "Home")
        try store.save(&list)
        var todo = Todo(listId: list.id!, title: "Pay rent", due: CalendarDate(year: 2026, month: 12, day: 1))
        try store.save(&todo)
        var early = Todo(listId: list.id!, title: "Water plants", due: CalendarDate(year: 2026, month: 11, day: 24))
        try store.save(&early)
        XCTAssertEqual(
            try store.fetch(Todo.filter(listId: list.id!).ordered(by: .due)).map(\.id), [early.id, todo.id])
        XCTAssertEqual(try store.fetch(ListRecord.all().withTodos()).first?.todos.map(\.title), ["Water plants", "Pay rent"])
    }

    func testObservingOneList() async throws {
        let store = try TodoStore.inMemory()
        var list = ListRecord(title: "Home")
        try await store.save(&list)
        var values = store.observe(Todo.filter(listId: list.id!)).makeAsyncIterator()
        let first = try await values.next()
        XCTAssertEqual(first?.count, 0)
    }
}
EOF

log="$(mktemp)"
swift build >"$log" 2>&1 || { echo "FAIL: the README's package does not build"; cat "$log"; exit 1; }
if grep -E "(schema\.yaml:[0-9]+:[0-9]+: (warning|error))" "$log"; then
  echo "FAIL: the README's schema has warnings"; exit 1
fi
swift test >"$log" 2>&1 || { echo "FAIL: the README's package does not pass its test"; cat "$log"; exit 1; }
echo "ok: the README's Package.swift and schema.yaml build in a fresh package, and its API works"
