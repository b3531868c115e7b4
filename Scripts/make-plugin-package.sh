#!/bin/sh
# Writes GRDBGen's build tool plugin as a package of its own, for an app on a GRDB of its own (a
# SQLCipher build, a fork): the plugin and grdbgen as a prebuilt executable (an artifact bundle),
# so that the app's package graph holds no second GRDB — SwiftPM refuses GRDBGen's own package
# beside a fork ("multiple similar targets 'GRDB', 'GRDBSQLite'"), but a binary has no targets.
#
#   Scripts/make-plugin-package.sh OUTPUT [GRDBGEN]
#
# OUTPUT is the package folder (the app names it with `.package(path:)`, or commits it, or hosts
# the bundle for `binaryTarget(url:checksum:)`); GRDBGEN the grdbgen executable to bundle (default:
# one built here in release). The bundle holds this machine's executable: build it on each
# platform the app builds on. Examples/Vault uses it (build.sh).
set -eu
output="$1"
root="$(cd "$(dirname "$0")/.." && pwd)"
if [ $# -ge 2 ]; then
    grdbgen="$2"
else
    (cd "$root" && swift build -c release --product grdbgen >/dev/null)
    grdbgen="$(cd "$root" && swift build -c release --show-bin-path)/grdbgen"
fi
triple="$(swiftc -print-target-info | python3 -c "import json,sys; print(json.load(sys.stdin)['target']['unversionedTriple'])")"
version="$("$grdbgen" --version)"
rm -rf "$output"
mkdir -p "$output/Plugins/GRDBGenPlugin/PluginsShared" "$output/grdbgen.artifactbundle/grdbgen/bin"
cp "$root/Plugins/GRDBGenPlugin/plugin.swift" "$output/Plugins/GRDBGenPlugin/"
cp "$root"/Plugins/PluginsShared/*.swift "$output/Plugins/GRDBGenPlugin/PluginsShared/"
cp "$grdbgen" "$output/grdbgen.artifactbundle/grdbgen/bin/grdbgen"
cat > "$output/grdbgen.artifactbundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "grdbgen": {
      "version": "$version",
      "type": "executable",
      "variants": [{ "path": "grdbgen/bin/grdbgen", "supportedTriples": ["$triple"] }]
    }
  }
}
JSON
cat > "$output/Package.swift" <<SWIFT
// swift-tools-version: 6.2
// Written by GRDBGen's Scripts/make-plugin-package.sh (grdbgen $version, $triple): GRDBGen's build
// tool plugin over a prebuilt grdbgen, for an app whose GRDB is its own. Do not edit; write it again.
import PackageDescription

let package = Package(
    name: "GRDBGenPlugin",
    products: [.plugin(name: "GRDBGenPlugin", targets: ["GRDBGenPlugin"])],
    targets: [
        .binaryTarget(name: "grdbgen", path: "grdbgen.artifactbundle"),
        .plugin(name: "GRDBGenPlugin", capability: .buildTool(), dependencies: ["grdbgen"]),
    ]
)
SWIFT
echo "wrote the build plugin of grdbgen $version ($triple) in $output"
