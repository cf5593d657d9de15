// swift-tools-version:6.0
import PackageDescription

/// WorkflowGtk: Square's Workflow architecture on GTK 4.
/// Layers (arrows point down only), see DESIGN.md:
/// WorkflowDemo -> WorkflowUI -> Workflow, ViewEnvironment; WorkflowUI -> Gtk -> CGtk.
let package = Package(
    name: "WorkflowGtk",
    products: [
        .library(name: "Gtk", targets: ["Gtk"]),
        .library(name: "Workflow", targets: ["Workflow"]),
        .library(name: "WorkflowTesting", targets: ["WorkflowTesting"]),
        .library(name: "ViewEnvironment", targets: ["ViewEnvironment"]),
        .library(name: "WorkflowUI", targets: ["WorkflowUI"]),
        .library(name: "WorkflowContainers", targets: ["WorkflowContainers"]),
        .library(name: "SeedScreens", targets: ["SeedScreens"]),
        .library(name: "WorkflowUITesting", targets: ["WorkflowUITesting"]),
        .library(name: "WorkflowElements", targets: ["WorkflowElements"]),
        .library(name: "WorkflowAdwaita", targets: ["WorkflowAdwaita"]),
        .executable(name: "workflow-demo", targets: ["WorkflowDemo"]),
        .executable(name: "hello-workflow", targets: ["HelloApp"]),
        .executable(name: "workflow-bench", targets: ["WorkflowBenchmarks"]),
        .executable(name: "raw-gtk-window", targets: ["RawGtkWindow"]),
        .executable(name: "list-probe", targets: ["ListProbe"]),
        .executable(name: "raw-gtk-list", targets: ["RawGtkList"]),
        .executable(name: "raw-gtk-rows", targets: ["RawGtkRows"]),
        .executable(name: "workflow-rows-probe", targets: ["WorkflowRowsProbe"]),
        .executable(name: "gir-gen", targets: ["GirGen"]),
        .executable(name: "widget-factory", targets: ["WidgetFactory"]),
        .executable(name: "adw-hello", targets: ["AdwHello"]),
        .library(name: "Adw", targets: ["Adw"]),
        .library(name: "WorkflowRestoration", targets: ["WorkflowRestoration"]),
        .library(name: "WorkflowRecording", targets: ["WorkflowRecording"]),
        .library(name: "WorkflowInspector", targets: ["WorkflowInspector"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // DocC for every product: `Scripts/docs` (swift package generate-documentation).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // C interop: module map + one header, nothing else. Its flags come from CGtk.pc (by
        // absolute path): gtk4.pc's -pthread/-msse flags would make SwiftPM print "prohibited
        // flag(s)" in every build of a dependent package.
        .systemLibrary(
            name: "CGtk",
            pkgConfig: Context.packageDirectory + "/Sources/CGtk/CGtk.pc",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // The only target with unsafe pointer code.
        .target(name: "Gtk", dependencies: ["CGtk"]),
        // Pure Swift runtime: no GTK.
        .target(name: "Workflow", dependencies: [.product(name: "Logging", package: "swift-log")]),
        .target(name: "WorkflowTesting", dependencies: ["Workflow", .product(name: "Logging", package: "swift-log")]),
        // Pure key/value environment.
        .target(name: "ViewEnvironment"),
        // Screens, controllers, the diff rule, ContainerViewController.
        .target(name: "WorkflowUI", dependencies: ["Workflow", "ViewEnvironment", "Gtk"]),
        // The seeds' example controllers (DemoScreen, EmptyStateViewController), ported.
        .target(name: "SeedScreens", dependencies: ["WorkflowUI", "Gtk"]),
        // Containers built on WorkflowUI's public API: split, back stack, tabs, modals.
        .target(name: "WorkflowContainers", dependencies: ["WorkflowUI", "Gtk", "Workflow"]),
        // Declarative screens: element trees diffed onto GTK widgets by one generic controller.
        .target(name: "WorkflowElements", dependencies: ["WorkflowUI", "Gtk"]),
        // The README's "Declarative screens" examples, compiled and tested.
        .target(name: "ElementsExample", dependencies: ["WorkflowElements", "Workflow"]),
        // The containers' roles on libadwaita 1.2, adaptive (one header bar, view switcher,
        // leaflet, message dialogs, status pages, toasts, boxed lists).
        .target(name: "WorkflowAdwaita", dependencies: ["WorkflowContainers", "WorkflowUI", "Workflow", "Adw", "Gtk"]),
        // The UI test harness for app authors: host a screen, workflow or controller in a real
        // window, settle, find, click, type, press keys, screenshot, dump the tree.
        .target(name: "WorkflowUITesting", dependencies: ["WorkflowUI", "Workflow", "Gtk"]),
        // The README's "Build a new screen" example, compiled so the README never drifts.
        .target(name: "HelloExample", dependencies: ["Workflow", "WorkflowUI", "Gtk"]),
        .executableTarget(name: "HelloApp", dependencies: ["HelloExample", "WorkflowUI"]),
        // The demo's app logic: workflows and plain renderings, no GTK.
        .target(name: "DemoWorkflows", dependencies: ["Workflow"]),
        // The demo's screens and controllers, resources (GResource), settings and translations:
        // a library, so its controllers are tested headless and in a window.
        .target(name: "DemoScreens", dependencies: ["DemoWorkflows", "SeedScreens", "WorkflowAdwaita", "WorkflowContainers", "WorkflowElements", "WorkflowUI", "Workflow", "Adw", "Gtk"]),
        .executableTarget(name: "WorkflowDemo", dependencies: ["DemoScreens", "DemoWorkflows", "SeedScreens", "WorkflowContainers", "WorkflowUI", "Workflow", "Adw", "Gtk", "WorkflowRestoration"]),
        // Benchmarks: what an update costs against raw GTK and a naive rebuild (docs/benchmarks.md).
        .executableTarget(name: "WorkflowBenchmarks", dependencies: ["Workflow", "WorkflowUI", "Gtk", "WorkflowElements", "WorkflowContainers", "WorkflowBenchRows"]),
        // The rows workflows and controllers of workflow-bench, and the processes scenario's probe
        // of ours, which runs as workflow-rows-probe, a binary without Foundation (issue 14).
        .target(name: "WorkflowBenchRows", dependencies: ["Workflow", "WorkflowUI", "Gtk", "WorkflowContainers"]),
        .executableTarget(name: "WorkflowRowsProbe", dependencies: ["WorkflowBenchRows"]),
        // The startup baseline of workflow-bench: a minimal GTK window written in C.
        .executableTarget(name: "RawGtkWindow", dependencies: ["CGtk"]),
        // The lists scenario of workflow-bench (issue 18): ListViewScreen in a process of its
        // own (no Foundation, as an app), and its baseline, a GtkListView over a GtkStringList in C.
        .executableTarget(name: "ListProbe", dependencies: ["WorkflowContainers", "WorkflowUI", "Gtk"]),
        .executableTarget(name: "RawGtkList", dependencies: ["CGtk"]),
        // The processes scenario of workflow-bench (issue 14): N labels in a box, one changed per update, in C.
        .executableTarget(name: "RawGtkRows", dependencies: ["CGtk"]),
        // Subprocess used by GtkTests: GLib loop + Swift concurrency order, idle CPU.
        .executableTarget(name: "GtkLoopProbe", dependencies: ["Gtk", "CGtk"]),
        // The wrapper generator: reads .gir files through gir-allowlist.txt, writes Sources/Gtk/Generated.
        .executableTarget(name: "GirGen"),
        // Subprocess used by GtkTests: the generated smoke test of every generated class.
        .executableTarget(name: "GtkGeneratedSmoke", dependencies: ["Gtk"]),
        // The Widget Factory's first page written with generated wrappers only, and its program.
        .target(name: "WidgetFactoryExample", dependencies: ["Gtk"]),
        .executableTarget(name: "WidgetFactory", dependencies: ["WidgetFactoryExample", "Gtk"]),
        // libadwaita 1.2 (C interop; flags from CAdw.pc by absolute path, as for CGtk).
        .systemLibrary(
            name: "CAdw",
            pkgConfig: Context.packageDirectory + "/Sources/CAdw/CAdw.pc",
            providers: [.apt(["libadwaita-1-dev"])]
        ),
        // The libadwaita wrappers, generated from Adw-1.gir through adw-allowlist.txt (on Gtk's public API).
        .target(name: "Adw", dependencies: ["CAdw", "Gtk"]),
        // Subprocess used by GtkTests: the generated smoke test of every generated Adw class.
        .executableTarget(name: "AdwGeneratedSmoke", dependencies: ["Adw", "Gtk"]),
        // The smallest libadwaita app (window, view stack, view switcher title and bar); AdwTests runs it.
        .executableTarget(name: "AdwHello", dependencies: ["Adw", "Gtk"]),

        // State restoration (issue 20): RestorableWorkflow states saved as a JSON snapshot under XDG_STATE_HOME.
        .target(name: "WorkflowRestoration", dependencies: ["Workflow", .product(name: "Logging", package: "swift-log")]),
        // Recording and replay (issue 20): the last N passes in bounded memory, JSON export, Codable action logs replayed.
        .target(name: "WorkflowRecording", dependencies: ["Workflow"]),
        // The inspector window (issue 20): tree, passes, actions, controllers, time travel; --record/--replay.
        .target(name: "WorkflowInspector", dependencies: ["WorkflowRecording", "WorkflowUI", "Workflow", "Gtk"]),

        // Subprocess and process-exit helpers shared by the test targets (windows and waits:
        // the public harness, WorkflowUITesting).
        .target(name: "GtkTestSupport", path: "Tests/GtkTestSupport"),
        .testTarget(name: "GtkTests", dependencies: ["Gtk", "GtkTestSupport", "WorkflowUITesting"]),
        // gir-gen's allow-list directives, run on a small .gir snippet (headless).
        .testTarget(name: "GirGenTests", dependencies: ["GirGen"]),
        .testTarget(name: "AdwTests", dependencies: ["Adw", "Gtk", "GtkTestSupport", "WorkflowUITesting"]),
        .testTarget(name: "WidgetFactoryExampleTests", dependencies: ["WidgetFactoryExample", "Gtk", "GtkTestSupport", "WorkflowUITesting"]),
        .testTarget(name: "WorkflowTests", dependencies: ["Workflow", "WorkflowTesting"]),
        .testTarget(name: "WorkflowTestingTests", dependencies: ["Workflow", "WorkflowTesting"]),
        .testTarget(name: "WorkflowUITests", dependencies: ["WorkflowUI", "SeedScreens", "Workflow", "Gtk", "GtkTestSupport", "WorkflowUITesting"]),
        .testTarget(name: "WorkflowContainersTests", dependencies: ["WorkflowContainers", "WorkflowUI", "Workflow", "Gtk", "GtkTestSupport", "WorkflowUITesting"]),
        .testTarget(name: "ReliabilityTests", dependencies: [
            "WorkflowContainers", "WorkflowUI", "Workflow", "WorkflowTesting", "Gtk", "GtkTestSupport", "WorkflowDemo",
            "WorkflowUITesting",
            "DemoScreens", "DemoWorkflows", "WorkflowAdwaita", "Adw",
            .product(name: "Logging", package: "swift-log"),
        ]),
        .testTarget(name: "HelloExampleTests", dependencies: ["HelloExample", "WorkflowUI", "WorkflowTesting", "WorkflowUITesting", "Gtk", "GtkTestSupport"]),
        // Every doc-comment example of the UI products, compiled (and the drift check).
        .testTarget(name: "DocExamplesTests", dependencies: ["Gtk", "ViewEnvironment", "Workflow", "WorkflowUI", "WorkflowContainers", "WorkflowUITesting", "WorkflowTesting"]),
        .testTarget(name: "WorkflowDemoTests", dependencies: ["WorkflowDemo", "GtkTestSupport"]),
        .testTarget(name: "WorkflowElementsTests", dependencies: ["WorkflowElements", "ElementsExample", "SeedScreens", "WorkflowUI", "Workflow", "WorkflowTesting", "Gtk", "WorkflowUITesting"]),
        .testTarget(name: "DemoWorkflowsTests", dependencies: ["DemoWorkflows", "Workflow", "WorkflowTesting", "WorkflowRestoration"]),
        .testTarget(name: "WorkflowRecordingTests", dependencies: ["WorkflowRecording", "Workflow"]),
        .testTarget(name: "WorkflowInspectorTests", dependencies: ["WorkflowInspector", "WorkflowRecording", "WorkflowUI", "Workflow", "Gtk", "WorkflowUITesting", "WorkflowDemo", "DemoWorkflows"]),
        .testTarget(name: "WorkflowRestorationTests", dependencies: ["WorkflowRestoration", "Workflow", "WorkflowTesting", .product(name: "Logging", package: "swift-log")]),
        .testTarget(name: "DemoScreensTests", dependencies: ["DemoScreens", "DemoWorkflows", "WorkflowAdwaita", "WorkflowElements", "WorkflowUI", "Workflow", "Adw", "Gtk", "GtkTestSupport", "WorkflowUITesting"]),
        .testTarget(name: "WorkflowAdwaitaTests", dependencies: ["WorkflowAdwaita", "WorkflowContainers", "WorkflowUI", "Workflow", "Adw", "Gtk", "GtkTestSupport", "WorkflowUITesting"]),
    ]
)
