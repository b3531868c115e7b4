#!/bin/sh
# Builds and tests the example as an app on its own GRDB does: the fork (make-fork.sh), the code
# generated with the runtime embedded by the grdbgen of this checkout, then `swift build` and
# `swift test` of the package, which names no GRDBGen package.
set -eu
cd "$(dirname "$0")"
./make-fork.sh
(cd ../.. && swift run -q grdbgen generate --runtime embedded \
    --schema Examples/Vault/Sources/VaultStore/schema.yaml --output Examples/Vault/Sources/VaultStore/Generated)
swift build
swift test
