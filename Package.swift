// swift-tools-version: 6.2
import PackageDescription

/// Generated code must compile without warnings: the targets that compile it treat warnings as errors.
let generatedCodeSettings: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
    name: "GRDBGen",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "GRDBGenCore", targets: ["GRDBGenCore"]),
        .executable(name: "grdbgen", targets: ["grdbgen"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // The generator: parse → translate → validate → render.
        .target(
            name: "GRDBGenCore",
            dependencies: [.product(name: "Yams", package: "Yams")]
        ),
        // The command-line tool over GRDBGenCore.
        .executableTarget(
            name: "grdbgen",
            dependencies: [
                "GRDBGenCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The committed output of `grdbgen generate` for the top-level schema.yaml.
        .target(
            name: "ItemsStore",
            dependencies: [.product(name: "GRDB", package: "GRDB.swift")],
            path: "Generated",
            swiftSettings: generatedCodeSettings
        ),
        // The expected output of every fixture schema, compiled so that each one is known to build.
        .target(
            name: "FixtureRecords",
            dependencies: [.product(name: "GRDB", package: "GRDB.swift")],
            path: "Tests/Fixtures",
            exclude: ["README.md", "Schemas"],
            sources: ["Expected"],
            swiftSettings: generatedCodeSettings
        ),
        .testTarget(
            name: "GRDBGenCoreTests",
            dependencies: ["GRDBGenCore"]
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
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "CLITests",
            dependencies: ["grdbgen", "GRDBGenCore"]
        ),
    ]
)
