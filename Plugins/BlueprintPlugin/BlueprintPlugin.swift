import Foundation
import PackagePlugin

/// Compiles each Blueprint file (`.blp`) of a target to GtkBuilder XML with
/// `blueprint-compiler` at build time, and gives the target the XML as Swift source:
/// `Counter.blp` becomes `enum CounterBlueprint { static let file: String; static let xml: String }`,
/// ready for `WidgetTemplate(xml: CounterBlueprint.xml, file: CounterBlueprint.file, …)`.
///
/// A syntax error fails the build with the compiler's message, file, line and column. The
/// `.ui` file is kept beside the generated Swift in the plugin's work folder.
@main
struct BlueprintPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let compiler = (try? context.tool(named: "blueprint-compiler").url) ?? URL(fileURLWithPath: "/usr/bin/blueprint-compiler")
        return target.sourceFiles(withSuffix: "blp").map { file in
            let name = file.url.deletingPathExtension().lastPathComponent
            let ui = context.pluginWorkDirectoryURL.appendingPathComponent("\(name).ui")
            let swift = context.pluginWorkDirectoryURL.appendingPathComponent("\(name)Blueprint.swift")
            return .buildCommand(
                displayName: "Compiling Blueprint \(file.url.lastPathComponent)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [Self.script.path, compiler.path, file.url.path, ui.path, swift.path,
                            name, file.url.lastPathComponent],
                inputFiles: [file.url, Self.script],
                outputFiles: [swift])
        }
    }

    /// The script that compiles a `.blp` file and writes the Swift: `packaging/blueprint-swift.sh`,
    /// which meson runs too (one copy of the steps). Found beside this plugin's source: SwiftPM
    /// compiles a plugin from its package's checkout, where `packaging/` is.
    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("packaging/blueprint-swift.sh")
}
