#!/usr/bin/env bash
# Checks the command plugins as a plugin user meets them (README, "Day to day with the plugin"),
# on a copy of Examples/Bookshelf in a temporary folder (the example itself is not changed):
# 1. `swift package … grdbgen lock --target` writes schema.lock beside the target's schema (the
#    same file the CLI writes), and generates no code;
# 2. `… grdbgen migrate NAME --target --dry-run` prints the plan and changes nothing; without
#    --dry-run it appends the migration (a new table, its foreign key index) and tells to build;
#    the package builds and its tests pass; `lock` then locks the new migration;
# 3. `… generate-records --output` into the target that runs the build plugin is refused, and
#    nothing is written;
# 4. a schema named schema.yml fails the build with the near miss named, once, and nothing else.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -R "$root/Examples/Bookshelf" "$work/Bookshelf"
cd "$work/Bookshelf"
rm -rf .build Package.resolved
sed -i.bak "s#path: \"../..\"#path: \"$root\"#" Package.swift && rm Package.swift.bak
schema=Sources/BookshelfStore/schema.yaml
lock=Sources/BookshelfStore/schema.lock
log="$(mktemp)"
fail() { echo "FAIL: $1"; cat "$log"; exit 1; }

# 1. lock
cp "$lock" "$work/expected.lock"
rm "$lock"
swift package --allow-writing-to-package-directory grdbgen lock --target BookshelfStore >"$log" 2>&1 || fail "grdbgen lock failed"
grep -q "locked migration v1 in" "$log" || fail "lock did not say what it locked"
# The same checksums; the header names the command that wrote the file.
cmp -s <(tail -n +2 "$lock") <(tail -n +2 "$work/expected.lock") || fail "the plugin's schema.lock differs from the committed one"
head -1 "$lock" | grep -q "written by grdbgen lock;" || fail "the lock's header does not name grdbgen lock"
[ ! -e Generated ] && [ ! -e Sources/BookshelfStore/Generated ] || fail "lock wrote generated code"
echo "ok: grdbgen lock --target writes $lock, and nothing else"

# 2. migrate: a new table whose foreign key gets its index.
cp "$schema" "$work/schema.before"
awk '/^migrations:/ { print "  note:\n    columns:\n      id:      { type: integer, primaryKey: autoincrement }\n      book_id: { type: integer, notNull: true, references: { table: book, onDelete: cascade } }\n      body:    { type: text, notNull: true }\n" } { print }' \
  "$work/schema.before" >"$schema"
cp "$schema" "$work/schema.edited"
swift package --allow-writing-to-package-directory grdbgen migrate addNotes --target BookshelfStore --dry-run >"$log" 2>&1 \
  || fail "migrate --dry-run failed"
grep -q "createIndex: { name: index_note_on_book_id, table: note, columns: \[book_id\] }" "$log" || fail "the plan has no foreign key index"
cmp -s "$schema" "$work/schema.edited" || fail "--dry-run changed the schema"
echo "ok: grdbgen migrate --dry-run prints the plan and changes nothing"
swift package --allow-writing-to-package-directory grdbgen migrate addNotes --target BookshelfStore >"$log" 2>&1 \
  || fail "migrate failed"
grep -q "added migration addNotes (2 steps) to .*schema.yaml; build to use it (\`swift build\`)" "$log" \
  || fail "migrate does not tell a plugin user to build"
grep -q "^  - id: addNotes" "$schema" || fail "the migration was not appended"
swift build >"$log" 2>&1 || fail "the package does not build after migrate"
swift test >"$log" 2>&1 || fail "the package's tests fail after migrate"
swift package --allow-writing-to-package-directory grdbgen lock --target BookshelfStore >"$log" 2>&1 || fail "lock failed"
grep -q "locked migration addNotes in" "$log" || fail "lock did not lock addNotes"
swift package --allow-writing-to-package-directory grdbgen lock --target BookshelfStore --unlock addNotes >"$log" 2>&1 \
  || fail "lock --unlock failed"
grep -q "unlocked migration addNotes" "$log" || fail "lock --unlock did not unlock addNotes"
! grep -q " addNotes$" "$lock" || fail "addNotes is still in the lock file"
echo "ok: grdbgen migrate appends the migration, the package builds, lock locks it and --unlock unlocks it"

# 3. generate-records into a target that runs the build plugin.
if swift package --allow-writing-to-package-directory generate-records --target BookshelfStore \
    --output Sources/BookshelfStore/Generated >"$log" 2>&1; then
  fail "generate-records wrote into a target that runs the build plugin"
fi
grep -q "inside target 'BookshelfStore', which runs GRDBGenPlugin at build time" "$log" || fail "the refusal does not say why"
[ ! -e Sources/BookshelfStore/Generated ] || fail "generate-records wrote files before refusing"
echo "ok: generate-records refuses a target that runs the build plugin"

# 4. a misnamed schema.
mv "$schema" Sources/BookshelfStore/schema.yml
if swift build >"$log" 2>&1; then fail "the build succeeded without schema.yaml"; fi
grep -q "target 'BookshelfStore' has no schema.yaml nor grdbgen.json (GRDBGen looked among the files of .*Sources/BookshelfStore); found .*schema.yml: rename it to schema.yaml" "$log" \
  || fail "the placement error does not name the near miss"
# Once: the plugin reports it through a build command that fails (SwiftPM plans a build twice,
# swiftlang/swift-package-manager#4494, but runs a command once), and the build stops before
# compiling the target.
count="$(grep -c "has no schema.yaml nor grdbgen.json" "$log" || true)"
[ "$count" = 1 ] || fail "the placement error is printed $count times"
! grep -q "build planning stopped" "$log" || fail "the placement error is followed by SwiftPM's own error"
! grep -q "cannot find type" "$log" || fail "the build went on to compile without the generated code"
echo "ok: a misnamed schema fails the build with: $(grep -m1 'has no schema.yaml' "$log" | sed 's#.*error: ##' | cut -c1-160)…"
