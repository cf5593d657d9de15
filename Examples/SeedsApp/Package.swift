// swift-tools-version:6.0
import PackageDescription

/// An app built on WorkflowGtk from outside it, as an app author's package would be: it
/// depends on the root package by path and uses only its public products.
let package = Package(
    name: "SeedsApp",
    dependencies: [
        // In your own package: .package(url: "<git URL ending in /WorkflowGtk.git>", branch: "main")
        // (no release is tagged yet); keep `name:` in the path form, or `package: "WorkflowGtk"` fails.
        .package(name: "WorkflowGtk", path: "../.."),
    ],
    targets: [
        // App logic, screens and their controllers, and the app's own widget (`SunGauge`).
        // The plugin compiles the seed page's Blueprint file (`SeedPage.blp`) at build time.
        .target(name: "SeedsApp", dependencies: [
            .product(name: "Workflow", package: "WorkflowGtk"),
            .product(name: "WorkflowUI", package: "WorkflowGtk"),
            .product(name: "WorkflowContainers", package: "WorkflowGtk"),
            .product(name: "WorkflowPlatform", package: "WorkflowGtk"),
            .product(name: "Gtk", package: "WorkflowGtk"),
        ], plugins: [
            .plugin(name: "BlueprintPlugin", package: "WorkflowGtk"),
        ]),
        // `swift run seeds-app`.
        .executableTarget(name: "seeds-app", dependencies: [
            "SeedsApp",
            .product(name: "WorkflowUI", package: "WorkflowGtk"),
            .product(name: "WorkflowPlatform", package: "WorkflowGtk"),
            .product(name: "Gtk", package: "WorkflowGtk"),
        ]),
        // Headless workflow tests and GTK tests through the harness.
        .testTarget(name: "SeedsAppTests", dependencies: [
            "SeedsApp",
            .product(name: "WorkflowTesting", package: "WorkflowGtk"),
            .product(name: "WorkflowUITesting", package: "WorkflowGtk"),
            .product(name: "WorkflowUI", package: "WorkflowGtk"),
            .product(name: "WorkflowContainers", package: "WorkflowGtk"),
            .product(name: "WorkflowPlatform", package: "WorkflowGtk"),
            .product(name: "Gtk", package: "WorkflowGtk"),
        ]),
    ]
)
