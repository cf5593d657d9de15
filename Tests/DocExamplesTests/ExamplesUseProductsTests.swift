import Foundation
import GtkTestSupport
import Testing

/// The examples are written as an app author would, on the products only. The manifest
/// checks their dependencies; this checks what the manifest cannot see: an example is a
/// target of this package, so it could use a `package` type of a shipped library, which no
/// app outside the package can.
@Suite("Examples use the products only")
struct ExamplesUseProductsTests {
    /// The top-level `package` types of the shipped libraries (`Sources/`).
    static func packageTypeNames() throws -> Set<String> {
        let declaration = try Regex(#"^(?:@\w+ )*package (?:final )?(?:struct|enum|class|protocol|typealias|actor) (\w+)"#)
        var names: Set<String> = []
        for file in PackageFiles.swiftFiles(under: "Sources") {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("package ") || line.hasPrefix("@") {
                if let match = try declaration.firstMatch(in: String(line)), let name = match.output[1].substring {
                    names.insert(String(name))
                }
            }
        }
        return names
    }

    @Test("no example names a package type of a shipped library")
    func noPackageTypesInExamples() throws {
        let names = try Self.packageTypeNames()
        #expect(names.contains("StandardError"), "the package types were found: \(names.sorted())")
        // A whole identifier (Swift Regex's default `\b` misses some boundaries on Linux).
        let word = try Regex(#"(?:^|[^A-Za-z0-9_])(\#(names.sorted().joined(separator: "|")))(?![A-Za-z0-9_])"#)
        for file in PackageFiles.swiftFiles(under: "Examples") {
            let text = try String(contentsOf: file, encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//"), let match = try word.firstMatch(in: String(line)) else { continue }
                Issue.record("\(file.path.replacingOccurrences(of: packageRoot.path + "/", with: "")):\(index + 1) uses \(match.output[1].substring ?? "") (package access): an app outside this package cannot; use a product's public API or the example's own code")
            }
        }
    }
}
