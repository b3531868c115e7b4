// swift-tools-version: 6.2
import PackageDescription

// An app on a GRDB of its own — a SQLCipher build, a fork under another package identity — uses
// GRDBGen with GRDBGenRuntime as a module of its own package: `grdbgen runtime` writes the
// runtime's sources into Sources/GRDBGenRuntime, a target built on the app's GRDB, and each store
// target imports it as it would GRDBGen's. Two stores, one runtime, generated both ways:
// VaultStore's code by `grdbgen generate` (Generated/, checked in CI by `grdbgen check`),
// VaultImport's at build time by GRDBGen's build plugin, from a package that holds the plugin and
// a prebuilt grdbgen (GRDBGenPlugin/, which GRDBGen's Scripts/make-plugin-package.sh writes): no
// second GRDB in the graph. build.sh shows the steps. Here the fork is GRDB itself under another
// folder name, which SwiftPM takes for another package (make-fork.sh makes it).
let package = Package(
    name: "Vault",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        // A real app names its fork by URL (for instance a copy of GRDB whose Package.swift has
        // GRDB's "GRDB+SQLCipher" lines uncommented).
        .package(path: "Fork/GRDBCipher"),
        .package(path: "GRDBGenPlugin"),
    ],
    targets: [
        .target(
            name: "GRDBGenRuntime",
            dependencies: [.product(name: "GRDB", package: "GRDBCipher")],
            swiftSettings: [.treatAllWarnings(as: .error)]
        ),
        .target(
            name: "VaultStore",
            dependencies: ["GRDBGenRuntime", .product(name: "GRDB", package: "GRDBCipher")],
            exclude: ["schema.yaml", "schema.lock"],
            swiftSettings: [.treatAllWarnings(as: .error)]
        ),
        .target(
            name: "VaultImport",
            dependencies: ["GRDBGenRuntime", .product(name: "GRDB", package: "GRDBCipher")],
            exclude: ["schema.lock"],
            swiftSettings: [.treatAllWarnings(as: .error)],
            plugins: [.plugin(name: "GRDBGenPlugin", package: "GRDBGenPlugin")]
        ),
        .testTarget(
            name: "VaultStoreTests",
            dependencies: [
                "VaultStore", "VaultImport", "GRDBGenRuntime", .product(name: "GRDB", package: "GRDBCipher"),
            ]
        ),
    ]
)
