// swift-tools-version: 6.2
import PackageDescription

// An app's data layer, as a GRDBGen user writes it: a schema.yaml beside the sources of a target,
// and GRDBGenPlugin attached to that target.
let package = Package(
    name: "Bookshelf",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        // A real app names GRDBGen by URL and version; this example uses the copy it lives in.
        .package(name: "GRDBGen", path: "../.."),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(
            name: "BookshelfStore",
            dependencies: [
                .product(name: "GRDBGenRuntime", package: "GRDBGen"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            plugins: [.plugin(name: "GRDBGenPlugin", package: "GRDBGen")]
        ),
        .testTarget(
            name: "BookshelfStoreTests",
            dependencies: ["BookshelfStore"]
        ),
    ]
)
