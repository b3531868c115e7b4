#!/usr/bin/env bash
# Checks the build tool plugin in a package that uses it (default: Examples/Bookshelf):
# 1. a build with an unchanged schema.yaml does not run grdbgen again;
# 2. a schema error fails `swift build` with its `schema.yaml:LINE:COLUMN: error:` line,
#    and nothing of the previous output is lost (the schema is restored afterwards);
# 3. when the schema has a lock file, a changed locked migration fails the build.
set -euo pipefail
package="${1:-Examples/Bookshelf}"
cd "$package"
schema="$(find Sources -name schema.yaml | head -1)"
marker="Generating GRDB records"

swift build >/dev/null
log="$(mktemp)"
swift build >"$log" 2>&1
if grep -q "$marker" "$log"; then
  echo "FAIL: a rebuild with an unchanged schema ran grdbgen again:"; cat "$log"; exit 1
fi
echo "ok: a rebuild with an unchanged schema does not run grdbgen"

backup="$(mktemp)"
cp "$schema" "$backup"
trap 'cp "$backup" "$schema"' EXIT
# Break the first `type: integer` of the file.
sed -i '0,/type: integer/s//type: integr/' "$schema"
line="$(grep -n 'type: integr' "$schema" | head -1 | cut -d: -f1)"
if swift build >"$log" 2>&1; then
  echo "FAIL: swift build succeeded with a broken schema"; cat "$log"; exit 1
fi
if ! grep -Eq "schema\.yaml:$line:[0-9]+: error: expected one of .*found the text \`integr\`; did you mean \`integer\`\?" "$log"; then
  echo "FAIL: the build log does not show the schema error at line $line:"; cat "$log"; exit 1
fi
echo "ok: a schema error fails the build with: $(grep -E 'schema\.yaml:[0-9]+:[0-9]+: error:' "$log" | head -1 | sed 's#.*/##')"
cp "$backup" "$schema"
swift build >/dev/null
echo "ok: the package builds again once the schema is fixed"

# 3. with a lock file beside the schema, changing a locked migration fails the build.
lock="${schema%.yaml}.lock"
if [ -f "$lock" ]; then
  first_id="$(grep -m1 '^sha256:' "$lock" | cut -d' ' -f2)"
  # Change the first `type: text` of the migrations (after the `migrations:` line) to `type: blob`.
  awk 'BEGIN{m=0;d=0} /^migrations:/{m=1} { if (m && !d && sub(/type: text/, "type: blob")) d=1; print }' "$backup" >"$schema"
  if swift build >"$log" 2>&1; then
    echo "FAIL: swift build succeeded with a changed locked migration"; cat "$log"; exit 1
  fi
  if ! grep -q "error: migration \`$first_id\` changed after it was locked" "$log"; then
    echo "FAIL: the build log does not report the changed locked migration $first_id:"; cat "$log"; exit 1
  fi
  echo "ok: a changed locked migration fails the build: $(grep -E 'changed after it was locked' "$log" | head -1 | sed 's#.*/##')"
  cp "$backup" "$schema"
  swift build >/dev/null
fi
