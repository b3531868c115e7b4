#!/bin/sh
# Makes Fork/GRDBCipher, the stand-in of a GRDB fork: GRDB 7.10.0 from the copy that git reads
# (https://github.com/groue/GRDB.swift), under another folder name, so that SwiftPM takes it for a
# package of another identity, as it takes an app's SQLCipher build of GRDB. Fork/ is not committed.
set -eu
cd "$(dirname "$0")"
if [ ! -f Fork/GRDBCipher/Package.swift ]; then
    rm -rf Fork/GRDBCipher
    git -c advice.detachedHead=false clone -q --branch 7.10.0 https://github.com/groue/GRDB.swift Fork/GRDBCipher
fi
