import Foundation

extension FileManager {
    /// A new empty folder named `prefix-<UUID>` in the temporary directory; remove it when done.
    public func makeTemporaryFolder(_ prefix: String) throws -> URL {
        let folder = temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
