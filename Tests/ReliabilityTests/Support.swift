import Foundation
import Gtk
import GtkTestSupport
import Logging
import Testing

/// A log handler that keeps messages in memory (for the one-line-per-drop checks).
final class CapturingLogHandler: LogHandler, @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        lock.lock()
        storage.append("\(event.level): \(event.message)")
        lock.unlock()
    }

    var messages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    /// A logger writing into a new capturing handler.
    static func logger() -> (Logger, CapturingLogHandler) {
        let handler = CapturingLogHandler()
        return (Logger(label: "reliability-test") { _ in handler }, handler)
    }
}

/// Reads an integer setting from the environment.
func environmentInt(_ name: String) -> Int? {
    ProcessInfo.processInfo.environment[name].flatMap { Int($0) }
}
