// swift-tools-version:6.0
import PackageDescription

/// WorkflowGtk: Square's Workflow architecture on GTK 4.
///
/// The package is one table, `modules`: a row per module, whose kind says where it lives and
/// whether it ships. Products are derived from the table (a library product for each shipped
/// library, nothing else), so a library cannot be forgotten and a benchmark or an example
/// cannot be exported. docs/design.md explains the layers and the rules of each folder.
///
/// Examples, benchmarks, tools and test programs are targets of this package with a `path`
/// (not nested packages), so CI builds GTK's bindings once. SwiftPM gives each executable
/// target of the root package a product of its own name (`swift run workflow-demo`); a
/// package that depends on this one sees the libraries only. `Examples/SeedsApp` is a nested
/// package on purpose: it proves the products from outside.

/// The layers of the shipped libraries (`Sources/<layer>/<module>`). Arrows point down only:
/// Testing, DevTools and UI use Runtime; UI uses Bindings; Runtime never imports GTK.
enum Layer: String {
    case bindings = "Bindings", runtime = "Runtime", ui = "UI", devTools = "DevTools", testing = "Testing"
}

/// What a module is, which decides its folder and whether it is a product.
enum Kind {
    /// A shipped library in `Sources/<layer>/<name>`: a library product of the same name.
    case library(Layer)
    /// A C module map with one header for a system library (`Sources/Bindings/<name>`); its
    /// flags come from `<name>.pc` by absolute path (the upstream .pc files carry flags
    /// SwiftPM rejects in every dependent build).
    case systemLibrary(apt: String)
    /// Part of an example app (`Examples/<path>`): uses shipped libraries and its own modules only.
    case example(String)
    /// A benchmark program, its rows library or a raw C baseline (`Benchmarks/<path>`).
    case benchmark(String)
    /// A developer tool such as the wrapper generator (`Tools/<path>`).
    case tool(String)
    /// A SwiftPM build-tool plugin in `Plugins/<name>`: a plugin product of the same name.
    case buildToolPlugin
    /// Test support: a shared test library or a program the tests run (`Tests/<path>`).
    case testSupport(String)
    /// A test target: `Tests/<name>`, or the given folder (an example's tests live beside it).
    case test(String? = nil)
}

/// One row of the table.
struct Module {
    var name: String
    var kind: Kind
    /// An executable (its binary is named `name`).
    var program = false
    var dependencies: [String] = []
    /// Compiler settings of this target alone (none by default: Swift 6 mode, as the package).
    var swiftSettings: [SwiftSetting] = []
    /// Linker settings of this target alone (none by default).
    var linkerSettings: [LinkerSetting] = []
    /// The build-tool plugins (rows of this table) that run on this target's files.
    var plugins: [String] = []

    init(_ name: String, _ kind: Kind, program: Bool = false, swiftSettings: [SwiftSetting] = [],
         linkerSettings: [LinkerSetting] = [], plugins: [String] = [], _ dependencies: [String] = []) {
        self.name = name
        self.plugins = plugins
        self.kind = kind
        self.program = program
        self.swiftSettings = swiftSettings
        self.linkerSettings = linkerSettings
        self.dependencies = dependencies
    }
}

/// The linker flags of the raw C baselines: only the libraries they use (see their rows).
let leanC: [LinkerSetting] = [.unsafeFlags(["-nostartfiles", "-static-stdlib"])]

let modules: [Module] = [
    // MARK: Bindings: the only modules with unsafe pointer code.
    Module("CGtk", .systemLibrary(apt: "libgtk-4-dev")),
    Module("CAdw", .systemLibrary(apt: "libadwaita-1-dev")),
    Module("Gtk", .library(.bindings), ["CGtk"]),
    Module("Adw", .library(.bindings), ["CAdw", "Gtk"]),
    // GtkSourceView 5: the source view and buffer, languages, style schemes and search.
    Module("CGtkSource", .systemLibrary(apt: "libgtksourceview-5-dev")),
    Module("GtkSource", .library(.bindings), ["CGtkSource", "Gtk"]),
    // cmark (CommonMark's reference parser): Markdown's text without its markup. No GTK.
    Module("CCommonMark", .systemLibrary(apt: "libcmark-dev")),
    Module("CommonMark", .library(.bindings), ["CCommonMark"]),
    // What UI tests do to widgets (simulated input, tree dumps, pixels), re-exported by WorkflowUITesting.
    Module("GtkTesting", .library(.bindings), ["Gtk", "CGtk"]),

    // MARK: Runtime: pure Swift, no GTK.
    Module("Workflow", .library(.runtime), ["Logging"]),
    Module("ViewEnvironment", .library(.runtime)),

    // MARK: UI: screens, controllers, containers, element screens, Adwaita roles.
    Module("WorkflowUI", .library(.ui), ["Workflow", "ViewEnvironment", "Gtk", "Logging"]),
    Module("WorkflowContainers", .library(.ui), ["WorkflowUI", "Gtk", "Workflow", "Logging"]),
    Module("WorkflowElements", .library(.ui), ["WorkflowUI", "Adw", "Gtk"]),
    Module("WorkflowAdwaita", .library(.ui), ["WorkflowContainers", "WorkflowPlatform", "WorkflowUI", "Workflow", "Adw", "Gtk"]),
    // Platform services as workflow building blocks: dialogs as renderings, files, clipboard,
    // settings, commands, notifications.
    Module("WorkflowPlatform", .library(.ui), ["WorkflowUI", "Workflow", "Gtk", "Logging"]),

    // MARK: DevTools: inspector, recording and replay, state restoration.
    Module("WorkflowRecording", .library(.devTools), ["Workflow"]),
    Module("WorkflowRestoration", .library(.devTools), ["Workflow", "Logging"]),
    Module("WorkflowInspector", .library(.devTools), ["WorkflowRecording", "WorkflowUI", "Workflow", "Gtk"]),

    // MARK: Testing: for app authors' tests.
    Module("WorkflowTesting", .library(.testing), ["Workflow", "Logging", "CustomDump"]),
    Module("WorkflowUITesting", .library(.testing), ["WorkflowUI", "Workflow", "Gtk", "GtkTesting"]),

    // MARK: Build-tool plugins: Blueprint (.blp) to GtkBuilder XML.
    Module("BlueprintPlugin", .buildToolPlugin),

    // MARK: Examples
    Module("SeedScreens", .example("SeedScreens/SeedScreens"), ["WorkflowUI", "Gtk"]),
    Module("HelloExample", .example("Hello/HelloExample"), ["Workflow", "WorkflowUI", "Gtk"]),
    Module("hello-workflow", .example("Hello/App"), program: true, ["HelloExample", "WorkflowUI"]),
    Module("ElementsExample", .example("Elements/ElementsExample"), ["WorkflowElements", "Workflow"]),
    Module("WidgetFactoryExample", .example("WidgetFactory/WidgetFactoryExample"), plugins: ["BlueprintPlugin"], ["ExampleWidgets", "Gtk"]),
    // The small programs' command line (WorkflowApplication's conventions without a workflow).
    Module("ExampleCommandLine", .example("Shared/ExampleCommandLine"), ["Gtk"]),
    // The custom widgets the examples share (Widget Factory's and the demo's level chart).
    Module("ExampleWidgets", .example("Shared/ExampleWidgets"), ["Gtk"]),
    // The median and percentiles the demo's frame probe and the benchmarks print (standard library only).
    Module("SampleStatistics", .example("Shared/SampleStatistics")),
    Module("widget-factory", .example("WidgetFactory/App"), program: true, ["WidgetFactoryExample", "ExampleCommandLine", "Gtk"]),
    Module("adw-hello", .example("AdwHello/App"), program: true, ["Adw", "ExampleCommandLine", "Gtk"]),
    // Notes (dev.workflowgtk.Notes): the notes folder, titles, search and sort, without GTK;
    // the app's logic (its file workers from WorkflowPlatform, tested headless).
    Module("NotesCore", .example("Notes/NotesCore"), ["CommonMark"]),
    Module("NotesWorkflows", .example("Notes/NotesWorkflows"), ["NotesCore", "Workflow", "WorkflowPlatform", "Gtk"]),
    // The Notes window (sidebar, editor, banners) and the `notes` program.
    Module("NotesScreens", .example("Notes/NotesScreens"), [
        "NotesWorkflows", "NotesCore", "WorkflowAdwaita", "WorkflowContainers", "WorkflowPlatform", "WorkflowUI", "Workflow", "Adw", "Gtk",
        "GtkSource",
    ]),
    Module("notes", .example("Notes/App"), program: true, [
        "NotesScreens", "NotesWorkflows", "NotesCore", "WorkflowPlatform", "WorkflowUI", "Workflow", "Adw", "Gtk",
    ]),
    // Notes' GNOME Shell search provider (org.gnome.Shell.SearchProvider2), a program of its own
    // that D-Bus starts: it answers without the app's window running.
    Module("NotesSearchProvider", .example("Notes/SearchProvider"), ["NotesCore", "Gtk"]),
    Module("notes-search-provider", .example("Notes/SearchProviderApp"), program: true, [
        "NotesSearchProvider", "NotesWorkflows", "NotesCore", "Gtk",
    ]),
    Module("DemoWorkflows", .example("Demo/DemoWorkflows"), ["Workflow", "WorkflowPlatform"]),
    Module("DemoScreens", .example("Demo/DemoScreens"), plugins: ["BlueprintPlugin"], [
        "DemoWorkflows", "ExampleWidgets", "SeedScreens", "WorkflowAdwaita", "WorkflowContainers", "WorkflowElements",
        "WorkflowPlatform", "WorkflowUI", "Workflow", "Adw", "Gtk",
    ]),
    Module("workflow-demo", .example("Demo/App"), program: true, [
        "DemoScreens", "DemoWorkflows", "SeedScreens", "ExampleCommandLine", "WorkflowContainers", "WorkflowUI", "Workflow",
        "Adw", "Gtk", "GtkTesting", "WorkflowRestoration", "WorkflowInspector", "WorkflowRecording", "WorkflowPlatform",
        "SampleStatistics",
    ]),

    // MARK: Benchmarks (docs/benchmarks.md)
    Module("BenchRows", .benchmark("BenchRows"), ["Workflow", "WorkflowUI", "Gtk", "WorkflowContainers", "WorkflowElements", "SampleStatistics"]),
    Module("workflow-bench", .benchmark("WorkflowBench"), program: true, [
        "Workflow", "WorkflowUI", "Gtk", "WorkflowElements", "WorkflowContainers", "BenchRows", "SampleStatistics",
    ]),
    Module("rows-bench-app", .benchmark("RowsBenchApp"), program: true, ["BenchRows", "Gtk"]),
    Module("notes-bench", .benchmark("NotesBench"), program: true, [
        "NotesScreens", "NotesWorkflows", "NotesCore", "WorkflowUI", "Workflow", "Adw", "Gtk", "SampleStatistics",
    ]),
    // Notes' GNOME Shell search provider at 1,000 and 100,000 notes (reading, each shell call).
    Module("search-provider-bench", .benchmark("SearchProviderBench"), program: true, ["NotesSearchProvider", "NotesCore", "SampleStatistics", "ArgumentParser"]),
    Module("list-bench-app", .benchmark("ListBenchApp"), program: true, ["BenchRows", "DemoScreens", "DemoWorkflows", "WorkflowContainers", "WorkflowUI", "Gtk", "SampleStatistics"]),
    // The raw C baselines link what a C developer's `cc $(pkg-config --libs gtk4)` links:
    // SwiftPM's link step adds the Swift runtime (libswiftCore, libstdc++: ~2 MB of RSS) to
    // every executable; `--as-needed` drops it from these programs, which use none of it.
    Module("raw-gtk-window", .benchmark("Baselines/RawGtkWindow"), program: true, linkerSettings: leanC, ["CGtk"]),
    Module("raw-gtk-list", .benchmark("Baselines/RawGtkList"), program: true, linkerSettings: leanC, ["CGtk"]),
    Module("raw-gtk-library", .benchmark("Baselines/RawGtkLibrary"), program: true, linkerSettings: leanC, ["CGtk"]),
    Module("raw-gtk-rows", .benchmark("Baselines/RawGtkRows"), program: true, linkerSettings: leanC, ["CGtk"]),
    // js-framework-benchmark's nine operations: the forms an app author writes, and C (issue 48).
    Module("js-ops-app", .benchmark("JsOpsApp"), program: true, ["BenchRows", "Workflow", "WorkflowUI", "WorkflowElements", "WorkflowContainers", "Gtk"]),
    Module("raw-gtk-js-ops", .benchmark("Baselines/RawGtkJsOps"), program: true, linkerSettings: leanC, ["CGtk"]),
    Module("sort-bench-app", .benchmark("SortBenchApp"), program: true, ["Gtk", "SampleStatistics", "ArgumentParser"]),
    Module("raw-gtk-sort", .benchmark("Baselines/RawGtkSort"), program: true, linkerSettings: leanC, ["CGtk"]),

    // MARK: Tools
    Module("gir-gen", .tool("gir-gen/Sources"), program: true, ["ArgumentParser"]),

    // MARK: Test support and the programs tests run
    Module("GtkTestSupport", .testSupport("Support/GtkTestSupport"), ["Gtk", "GtkTesting", "Workflow", "WorkflowUI", "WorkflowElements", "WorkflowUITesting", "Subprocess"]),
    Module("GtkLoopHelper", .testSupport("Programs/GtkLoopHelper"), program: true, ["Gtk", "CGtk"]),
    // Writes a file with Gtk's or the Runtime's atomic writer, for the tests that run it under strace or a size limit.
    Module("AtomicWriteHelper", .testSupport("Programs/AtomicWriteHelper"), program: true, ["Gtk", "Workflow"]),
    // A GApplication with LaunchCommandLine: the second launch of WorkflowUITests' launch tests.
    Module("LaunchProbe", .testSupport("Programs/LaunchProbe"), program: true, ["WorkflowUI", "Gtk"]),
    Module("GtkGeneratedSmoke", .testSupport("Programs/GtkGeneratedSmoke"), program: true, ["Gtk"]),
    Module("AdwGeneratedSmoke", .testSupport("Programs/AdwGeneratedSmoke"), program: true, ["Adw", "Gtk"]),
    Module("GtkSourceGeneratedSmoke", .testSupport("Programs/GtkSourceGeneratedSmoke"), program: true, ["GtkSource", "Gtk"]),

    // MARK: Tests of the libraries
    Module("GtkTests", .test(), ["Gtk", "GtkTestSupport", "WorkflowUITesting"]),
    Module("AdwTests", .test(), ["Adw", "Gtk", "GtkTestSupport", "WorkflowUITesting"]),
    Module("GtkSourceTests", .test(), ["GtkSource", "Gtk", "GtkTestSupport", "WorkflowUITesting"]),
    Module("GirGenTests", .test(), ["gir-gen", "ArgumentParser"]),
    Module("WorkflowTests", .test(), ["Workflow", "WorkflowTesting", "GtkTestSupport", "Logging", "InMemoryLogging", "PropertyBased"]),
    Module("WorkflowTestingTests", .test(), ["Workflow", "WorkflowTesting"]),
    // Workflows written in Swift 5 mode, as an app not yet on Swift 6 would.
    Module("WorkflowSwift5ModeTests", .test(), swiftSettings: [.swiftLanguageMode(.v5)], ["Workflow", "WorkflowTesting"]),
    Module("WorkflowUITests", .test(), ["WorkflowUI", "SeedScreens", "Workflow", "Gtk", "GtkTestSupport", "WorkflowUITesting"]),
    Module("WorkflowContainersTests", .test(), ["WorkflowContainers", "WorkflowUI", "Workflow", "Gtk", "GtkTestSupport", "WorkflowUITesting", "WorkflowTesting", "PropertyBased"]),
    Module("WorkflowElementsTests", .test(), [
        "WorkflowElements", "ElementsExample", "SeedScreens", "WorkflowUI", "Workflow", "WorkflowTesting", "Adw", "Gtk",
        "WorkflowUITesting", "GtkTestSupport", "WorkflowContainers",
    ]),
    Module("WorkflowAdwaitaTests", .test(), [
        "WorkflowAdwaita", "WorkflowContainers", "WorkflowUI", "Workflow", "Adw", "Gtk", "GtkTestSupport", "WorkflowUITesting",
        "WorkflowPlatform", "WorkflowTesting",
    ]),
    Module("WorkflowPlatformTests", .test(), [
        "WorkflowPlatform", "WorkflowUI", "Workflow", "WorkflowTesting", "Gtk", "GtkTestSupport", "WorkflowUITesting",
        "WorkflowAdwaita", "Adw", "GtkTesting",
    ]),
    Module("WorkflowRecordingTests", .test(), ["WorkflowRecording", "Workflow"]),
    Module("WorkflowRestorationTests", .test(), ["WorkflowRestoration", "Workflow", "WorkflowTesting", "Logging", "InMemoryLogging", "GtkTestSupport"]),
    Module("WorkflowInspectorTests", .test(), [
        "WorkflowInspector", "WorkflowRecording", "WorkflowUI", "Workflow", "Gtk", "WorkflowUITesting", "DemoWorkflows", "DemoScreens",
    ]),
    // Every doc-comment example of the UI products, compiled (and the drift check).
    Module("DocExamplesTests", .test(), plugins: ["BlueprintPlugin"], [
        "Gtk", "ViewEnvironment", "Workflow", "WorkflowUI", "WorkflowContainers", "WorkflowUITesting", "WorkflowTesting", "GtkTestSupport", "Logging", "InMemoryLogging",
        "WorkflowElements", "SeedScreens",
    ]),
    // The libraries under the demo: leaks, bad input, signals, soak, update = rebuild.
    Module("ReliabilityTests", .test(), [
        "WorkflowContainers", "WorkflowUI", "Workflow", "WorkflowTesting", "Gtk", "GtkTestSupport", "workflow-demo",
        "WorkflowUITesting", "DemoScreens", "DemoWorkflows", "WorkflowAdwaita", "Adw", "Logging", "InMemoryLogging",
    ]),

    // MARK: Tests of the examples (beside them)
    Module("HelloExampleTests", .test("Examples/Hello/Tests/HelloExampleTests"), [
        "HelloExample", "WorkflowUI", "WorkflowTesting", "WorkflowUITesting", "Gtk", "GtkTestSupport",
    ]),
    Module("WidgetFactoryExampleTests", .test("Examples/WidgetFactory/Tests/WidgetFactoryExampleTests"), [
        "WidgetFactoryExample", "ExampleWidgets", "Gtk", "GtkTestSupport", "WorkflowUITesting",
    ]),
    Module("NotesCoreTests", .test("Examples/Notes/Tests/NotesCoreTests"), ["NotesCore"]),
    Module("CommonMarkTests", .test(), ["CommonMark"]),
    Module("SampleStatisticsTests", .test("Examples/Shared/Tests/SampleStatisticsTests"), ["SampleStatistics"]),
    Module("NotesWorkflowsTests", .test("Examples/Notes/Tests/NotesWorkflowsTests"), [
        "NotesWorkflows", "NotesCore", "Workflow", "WorkflowTesting", "WorkflowPlatform", "Gtk", "GtkTesting",
    ]),
    Module("NotesScreensTests", .test("Examples/Notes/Tests/NotesScreensTests"), [
        "NotesScreens", "NotesWorkflows", "NotesCore", "WorkflowAdwaita", "WorkflowPlatform", "WorkflowUI", "Workflow", "Adw", "Gtk", "GtkSource",
        "GtkTestSupport", "WorkflowUITesting", "notes",
    ]),
    Module("NotesSearchProviderTests", .test("Examples/Notes/Tests/NotesSearchProviderTests"), [
        "NotesSearchProvider", "NotesCore", "Gtk", "GtkTestSupport", "notes-search-provider", "notes",
    ]),
    Module("DemoWorkflowsTests", .test("Examples/Demo/Tests/DemoWorkflowsTests"), [
        "DemoWorkflows", "Workflow", "WorkflowTesting", "WorkflowRestoration", "GtkTestSupport",
    ]),
    Module("DemoScreensTests", .test("Examples/Demo/Tests/DemoScreensTests"), [
        "DemoScreens", "DemoWorkflows", "ExampleWidgets", "WorkflowAdwaita", "WorkflowContainers", "WorkflowElements", "WorkflowUI", "Workflow", "Adw", "Gtk",
        "GtkTestSupport", "WorkflowUITesting", "WorkflowPlatform",
    ]),
    Module("DemoAppTests", .test("Examples/Demo/Tests/DemoAppTests"), ["workflow-demo", "GtkTestSupport"]),
]

// MARK: - Derived: targets and products

/// Modules of other packages, by the name a row uses.
let externalProducts: [String: Target.Dependency] = [
    "Logging": .product(name: "Logging", package: "swift-log"),
    "CustomDump": .product(name: "CustomDump", package: "swift-custom-dump"),
    "InMemoryLogging": .product(name: "InMemoryLogging", package: "swift-log"),
    "ArgumentParser": .product(name: "ArgumentParser", package: "swift-argument-parser"),
    "PropertyBased": .product(name: "PropertyBased", package: "swift-property-based"),
    "Subprocess": .product(name: "Subprocess", package: "swift-subprocess"),
]

let shipped = Set(modules.compactMap { module -> String? in
    switch module.kind {
    case .library, .systemLibrary: return module.name
    default: return nil
    }
})

let examples = Set(modules.compactMap { module -> String? in
    if case .example = module.kind { return module.name }
    return nil
})

func folder(of module: Module) -> String {
    switch module.kind {
    case .library(let layer): return "Sources/\(layer.rawValue)/\(module.name)"
    case .systemLibrary: return "Sources/Bindings/\(module.name)"
    case .example(let path): return "Examples/\(path)"
    case .benchmark(let path): return "Benchmarks/\(path)"
    case .tool(let path): return "Tools/\(path)"
    case .testSupport(let path): return "Tests/\(path)"
    case .test(let path): return path ?? "Tests/\(module.name)"
    case .buildToolPlugin: return "Plugins/\(module.name)"
    }
}

func target(for module: Module) -> Target {
    let path = folder(of: module)
    let dependencies = module.dependencies.map { externalProducts[$0] ?? .target(name: $0) }
    if case .library = module.kind {
        // A shipped library builds on shipped libraries only.
        for dependency in module.dependencies where !shipped.contains(dependency) && externalProducts[dependency] == nil {
            fatalError("Package.swift: the shipped library \(module.name) depends on \(dependency), which does not ship; move it under Sources/ or drop the dependency")
        }
    }
    if case .example = module.kind {
        // An example is written as an app author would: on the products and its own modules.
        for dependency in module.dependencies where !shipped.contains(dependency) && !examples.contains(dependency) {
            fatalError("Package.swift: the example \(module.name) depends on \(dependency), which is not a product; examples use shipped libraries only")
        }
    }
    switch module.kind {
    case .systemLibrary(let apt):
        return .systemLibrary(name: module.name, path: path, pkgConfig: Context.packageDirectory + "/\(path)/\(module.name).pc",
                              providers: [.apt([apt])])
    case .buildToolPlugin:
        return .plugin(name: module.name, capability: .buildTool(), path: path)
    case .test:
        return .testTarget(name: module.name, dependencies: dependencies, path: path, swiftSettings: module.swiftSettings,
                           plugins: module.plugins.map { .plugin(name: $0) })
    default:
        return module.program
            ? .executableTarget(name: module.name, dependencies: dependencies, path: path, swiftSettings: module.swiftSettings,
                                linkerSettings: module.linkerSettings, plugins: module.plugins.map { .plugin(name: $0) })
            : .target(name: module.name, dependencies: dependencies, path: path, swiftSettings: module.swiftSettings,
                      linkerSettings: module.linkerSettings, plugins: module.plugins.map { .plugin(name: $0) })
    }
}

/// The rows this build uses: all of them, or, when `WGTK_MODULES` names some (comma-separated,
/// as `Scripts/tsan` does for the core tests), those and what they need, transitively. The
/// ThreadSanitizer build then compiles the core tests' closure, not every example, benchmark and
/// GTK test program.
let selectedModules: [Module] = {
    guard let names = Context.environment["WGTK_MODULES"], !names.isEmpty else { return modules }
    let byName = Dictionary(uniqueKeysWithValues: modules.map { ($0.name, $0) })
    var needed = Set<String>()
    var pending = names.split(separator: ",").map(String.init)
    while let name = pending.popLast() {
        guard needed.insert(name).inserted else { continue }
        guard let module = byName[name] else {
            fatalError("Package.swift: WGTK_MODULES names \(name), which is not a row of the table; name rows of `modules`")
        }
        pending += module.dependencies.filter { byName[$0] != nil } + module.plugins
    }
    return modules.filter { needed.contains($0.name) }
}()

let package = Package(
    name: "WorkflowGtk",
    products: selectedModules.compactMap { module in
        switch module.kind {
        case .library: return .library(name: module.name, targets: [module.name])
        case .buildToolPlugin: return .plugin(name: module.name, targets: [module.name])
        default: return nil
        }
    },
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // RenderTester's failure diffs (WorkflowTesting only).
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
        // The command lines of the tools and benchmarks.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Property tests of the pure models (random seed each run, replayable, shrunk).
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // The test targets' runner of child processes (GtkTestSupport only).
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
        // DocC for every product: `Scripts/docs` (swift package generate-documentation).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: selectedModules.map(target(for:))
)
