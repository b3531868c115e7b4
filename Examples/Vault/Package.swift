// swift-tools-version: 6.2
import PackageDescription

// An app on a GRDB of its own — a SQLCipher build, a fork under another package identity — uses
// GRDBGen with the runtime embedded: its package depends on its own GRDB only, and
// `grdbgen generate --runtime embedded` writes the records, the store and GRDBGenRuntime's sources
// into Sources/VaultStore/Generated (build.sh shows the steps). Here the fork is GRDB itself under
// another folder name, which SwiftPM takes for another package (make-fork.sh makes it).
let package = Package(
    name: "Vault",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        // A real app names its fork by URL (for instance a copy of GRDB whose Package.swift has
        // GRDB's "GRDB+SQLCipher" lines uncommented).
        .package(path: "Fork/GRDBCipher")
    ],
    targets: [
        .target(
            name: "VaultStore",
            dependencies: [.product(name: "GRDB", package: "GRDBCipher")],
            exclude: ["schema.yaml", "schema.lock"],
            swiftSettings: [.treatAllWarnings(as: .error)]
        ),
        .testTarget(
            name: "VaultStoreTests",
            dependencies: ["VaultStore", .product(name: "GRDB", package: "GRDBCipher")]
        ),
    ]
)
