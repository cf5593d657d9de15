// swift-tools-version:6.0
import PackageDescription

/// An app built on WorkflowGtk from outside it, as an app author's package would be: it
/// depends on the root package by path and uses only its public products.
let package = Package(
    name: "SeedsApp",
    dependencies: [
        // In your own package: .package(url: "<WorkflowGtk's git URL>", from: "0.1.0")
        .package(name: "WorkflowGtk", path: "../.."),
    ],
    targets: [
        // App logic, screens and their controllers.
        .target(name: "SeedsApp", dependencies: [
            .product(name: "Workflow", package: "WorkflowGtk"),
            .product(name: "WorkflowUI", package: "WorkflowGtk"),
            .product(name: "WorkflowContainers", package: "WorkflowGtk"),
            .product(name: "WorkflowPlatform", package: "WorkflowGtk"),
            .product(name: "Gtk", package: "WorkflowGtk"),
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
