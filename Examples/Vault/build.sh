#!/bin/sh
# Builds and tests the example as an app on its own GRDB does: the fork (make-fork.sh); by the
# grdbgen of this checkout, the runtime written as a module of the app, VaultStore's code
# generated, and the build plugin written as a package over that grdbgen (VaultImport's code is
# generated at build time); then `swift build` and `swift test` of the package, which names no
# GRDBGen package. `grdbgen generate` without `--runtime` keeps what the folder holds: here, code
# that imports the app's GRDBGenRuntime module. The last lines are the checks an app's CI runs.
set -eu
cd "$(dirname "$0")"
./make-fork.sh
grdbgen() { (cd ../.. && swift run -q grdbgen "$@"); }
grdbgen runtime --output Examples/Vault/Sources/GRDBGenRuntime
grdbgen generate --schema Examples/Vault/Sources/VaultStore/schema.yaml --output Examples/Vault/Sources/VaultStore/Generated
../../Scripts/make-plugin-package.sh GRDBGenPlugin "$(cd ../.. && swift build --show-bin-path)/grdbgen"
swift build
swift test
grdbgen runtime --check --output Examples/Vault/Sources/GRDBGenRuntime
grdbgen check --schema Examples/Vault/Sources/VaultStore/schema.yaml --output Examples/Vault/Sources/VaultStore/Generated
