import Foundation

/// The package's root folder, for tests that read its files (README, resources, catalogs).
/// This file is `Tests/Support/GtkTestSupport/PackageFiles.swift`.
public let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The package's files as the tests that keep docs and sources in step read them.
public enum PackageFiles {
    /// The text of the file at `path` under the package root.
    public static func text(_ path: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The `.swift` files under `folder` (a path under the package root), build folders left out.
    public static func swiftFiles(under folder: String) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: packageRoot.appendingPathComponent(folder),
                                                          includingPropertiesForKeys: nil) else { return [] }
        var result: [URL] = []
        for case let url as URL in walker {
            if url.lastPathComponent.hasPrefix(".build") { walker.skipDescendants(); continue }
            if url.pathExtension == "swift" { result.append(url) }
        }
        return result
    }

    /// The ```swift blocks of the README, or of its section `## <section>` when given (nil
    /// when the README has no such section).
    public static func readmeSwiftBlocks(section: String? = nil) throws -> [String]? {
        var text = try self.text("README.md")
        if let section {
            guard let body = text.components(separatedBy: "## \(section)").dropFirst().first?
                .components(separatedBy: "\n## ").first else { return nil }
            text = body
        }
        return text.components(separatedBy: "```swift\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
    }
}
