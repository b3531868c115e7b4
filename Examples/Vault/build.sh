#!/bin/sh
# Builds and tests the example as an app on its own GRDB does: the fork (make-fork.sh); the
# runtime written as a module of the app and each store's code generated, by the grdbgen of this
# checkout; then `swift build` and `swift test` of the package, which names no GRDBGen package.
# `grdbgen generate` without `--runtime` keeps what the folder holds: here, code that imports the
# app's GRDBGenRuntime module. The last lines are the checks an app's CI runs.
set -eu
cd "$(dirname "$0")"
./make-fork.sh
grdbgen() { (cd ../.. && swift run -q grdbgen "$@"); }
grdbgen runtime --output Examples/Vault/Sources/GRDBGenRuntime
for store in VaultStore VaultImport; do
    grdbgen generate --schema "Examples/Vault/Sources/$store/schema.yaml" \
        --output "Examples/Vault/Sources/$store/Generated"
done
swift build
swift test
grdbgen runtime --check --output Examples/Vault/Sources/GRDBGenRuntime
for store in VaultStore VaultImport; do
    grdbgen check --schema "Examples/Vault/Sources/$store/schema.yaml" --output "Examples/Vault/Sources/$store/Generated"
done
