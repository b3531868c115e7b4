// swift-tools-version: 6.2
import Foundation
import PackageDescription

/// Generated code must compile without warnings: the targets that compile it treat warnings as errors.
let generatedCodeSettings: [SwiftSetting] = [.treatAllWarnings(as: .error)]

/// `GRDBGEN_FUZZ=1` (Scripts/fuzz.sh) builds the schema fuzzer with libFuzzer, and instruments the
/// generator core for it.
let fuzzing = ProcessInfo.processInfo.environment["GRDBGEN_FUZZ"] == "1"
let fuzzerSwiftSettings: [SwiftSetting] = fuzzing ? [.unsafeFlags(["-sanitize=fuzzer", "-parse-as-library"]), .define("FUZZING")] : []
let instrumentedSettings: [SwiftSetting] = fuzzing ? [.unsafeFlags(["-sanitize=fuzzer"])] : []
let fuzzerLinkerSettings: [LinkerSetting] = fuzzing ? [.unsafeFlags(["-sanitize=fuzzer", "-use-ld=lld"])] : []

let package = Package(
    name: "GRDBGen",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .executable(name: "grdbgen", targets: ["grdbgen"]),
        .plugin(name: "GRDBGenPlugin", targets: ["GRDBGenPlugin"]),
        .plugin(name: "GRDBGenCommandPlugin", targets: ["GRDBGenCommandPlugin"]),
        .plugin(name: "GRDBGenCLIPlugin", targets: ["GRDBGenCLIPlugin"]),
        .library(name: "GRDBGenRuntime", targets: ["GRDBGenRuntime"]),
        .library(name: "GRDBGenCore", targets: ["GRDBGenCore"]),
        .executable(name: "items", targets: ["items"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        // The Swift syntax tree the renderers build and its printer: no dependency, its own tests.
        .target(name: "GRDBGenSyntax"),
        // SQL text the generator and the runtime share: quoting, the SQL of a query's variants.
        .target(name: "GRDBGenSQL"),
        // A file's schema as SQLite reports it, and the adoption of a file by a baseline: what the
        // generator (import, the rehearsal of older files) and the runtime (the store) both do.
        .target(
            name: "GRDBGenAdoption",
            dependencies: ["GRDBGenSQL", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        // The generator: parse → translate → validate → render.
        .target(
            name: "GRDBGenCore",
            dependencies: [
                "GRDBGenSyntax",
                "GRDBGenSQL",
                // Adoption of a baseline's older files is rehearsed with the store's own.
                "GRDBGenAdoption",
                .product(name: "Yams", package: "Yams"),
                // Verification runs the migrations in a real SQLite database.
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: instrumentedSettings
        ),
        // The command-line tool over GRDBGenCore.
        .executableTarget(
            name: "grdbgen",
            dependencies: [
                "GRDBGenCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What is the same for every generated store: opening files, migrating, observing.
        .target(
            name: "GRDBGenRuntime",
            dependencies: [
                "GRDBGenSQL",
                "GRDBGenAdoption",
                .product(name: "GRDB", package: "GRDB.swift"),
                // The SQLite C API of the fast paths (Darwin has it as SQLite3).
                .product(name: "GRDBSQLite", package: "GRDB.swift", condition: .when(platforms: [.linux, .windows, .android])),
                // Combine's API where Combine is not (Linux): generated publishers compile everywhere.
                .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux, .windows, .android])),
            ]
        ),
        // Runs grdbgen at build time on a target's schema.yaml (or the schema its grdbgen.json names).
        .plugin(
            name: "GRDBGenPlugin",
            capability: .buildTool(),
            dependencies: ["grdbgen"]
        ),
        // `swift package --allow-writing-to-package-directory generate-records`.
        .plugin(
            name: "GRDBGenCommandPlugin",
            capability: .command(
                intent: .custom(verb: "generate-records", description: "Writes the code generated from schema.yaml into Generated/"),
                permissions: [.writeToPackageDirectory(reason: "grdbgen writes the generated Swift files into the package")]
            ),
            dependencies: ["grdbgen"]
        ),
        // `swift package --allow-writing-to-package-directory grdbgen lock|migrate --target NAME`.
        .plugin(
            name: "GRDBGenCLIPlugin",
            capability: .command(
                intent: .custom(verb: "grdbgen", description: "Runs grdbgen lock or migrate on a target's schema.yaml"),
                permissions: [.writeToPackageDirectory(reason: "grdbgen lock writes schema.lock; grdbgen migrate writes schema.yaml")]
            ),
            dependencies: ["grdbgen"]
        ),
        // The demo store: generated at build time from the top-level schema.yaml (see grdbgen.json).
        .target(
            name: "ItemsStore",
            dependencies: [
                "GRDBGenRuntime",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: generatedCodeSettings,
            plugins: ["GRDBGenPlugin"]
        ),
        // The demo CLI: the seed items app.
        .executableTarget(
            name: "items",
            dependencies: [
                "ItemsStore",
                "GRDBGenRuntime",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The expected output of every fixture schema, compiled so that each one is known to build.
        .target(
            name: "FixtureRecords",
            dependencies: [
                "GRDBGenRuntime",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Tests/Fixtures",
            exclude: ["README.md", "Schemas", "Hostile", "Locks", "Import", "Rehearsal"],
            sources: ["Expected", "Conformance"],
            swiftSettings: generatedCodeSettings
        ),
        .testTarget(name: "GRDBGenSyntaxTests", dependencies: ["GRDBGenSyntax"]),
        .testTarget(name: "GRDBGenSQLTests", dependencies: ["GRDBGenSQL"]),
        .testTarget(
            name: "GRDBGenCoreTests",
            dependencies: [
                "GRDBGenCore", "GRDBGenSyntax", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .testTarget(
            name: "SnapshotTests",
            dependencies: [
                "GRDBGenCore",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: [
                "ItemsStore",
                "FixtureRecords",
                "GRDBGenRuntime",
                "GRDBGenAdoption",  // SchemaReportTests, adoption by a baseline without a store
                "store-stress",  // LiveValueTests: a write from another process
                "GRDBGenCore",  // ImportAdoptionTests: files imported, then adopted by their baseline
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            // SQLite files made at earlier points of the demo schema's history (see UpgradeTests).
            exclude: ["Databases"]
        ),
        // The libFuzzer target of the schema parser (Scripts/fuzz.sh); a replay command otherwise.
        .executableTarget(
            name: "SchemaFuzzer",
            dependencies: ["GRDBGenCore"],
            path: "Tests/SchemaFuzzer",
            swiftSettings: fuzzerSwiftSettings,
            linkerSettings: fuzzerLinkerSettings
        ),
        // A helper process for the reliability tests (several writers, a killed transaction).
        .executableTarget(
            name: "store-stress",
            dependencies: ["ItemsStore"],
            path: "Tests/StoreStress"
        ),
        // The plugins' shared code (finding a schema, its near misses, reading Package.swift),
        // compiled here from the same files (a symbolic link) to be unit-tested.
        .testTarget(name: "PluginsSharedTests"),
        .testTarget(
            name: "CLITests",
            dependencies: [
                "grdbgen", "items", "store-stress", "GRDBGenCore",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
    ]
)

// The documentation (the DocC catalog of GRDBGenRuntime) is built with swift-docc-plugin, which
// users of the package do not need: it is a dependency only when GRDBGEN_DOCS is set.
//
//     GRDBGEN_DOCS=1 swift package generate-documentation --target GRDBGenRuntime
if Context.environment["GRDBGEN_DOCS"] != nil {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"))
}
