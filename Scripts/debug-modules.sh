# Sourced by the scripts that type-check Swift against the debug build's modules
# (check-swiftui-stub.sh, check-compile-fail.sh), from the repository's root: sets `modules` (the
# directory of the built modules) and `module_maps` (the compiler flags of the C modules they
# import), or exits when the build is missing.
modules="$(swift build --show-bin-path)/Modules"
build="$(dirname "$modules")"
module_maps=()
for map in "$build/COpenCombineHelpers.build/module.modulemap" \
  .build/checkouts/GRDB.swift/Sources/GRDBSQLite/module.modulemap; do
  [ -f "$map" ] || { echo "error: $map is missing: run \`swift build --build-tests\` first" >&2; exit 1; }
  module_maps+=(-Xcc "-fmodule-map-file=$map")
done
