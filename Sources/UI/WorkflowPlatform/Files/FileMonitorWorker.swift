import Gtk
import Workflow

/// Watches a file or folder while rendered: each change (created, changed, deleted,
/// renamed…) is an output, as a `FileMonitor.Change`. A path that cannot be watched gives
/// one `.failure` and ends; a watched file or folder that goes away gives a `.deleted` change
/// for itself. Watching stops when the worker is no longer rendered.
///
/// ```swift
/// FileMonitorWorker(path: notesFolder).rendered(in: context, key: "watch") { change in Action.folderChanged(change) }
/// ```
public struct FileMonitorWorker: AsyncSequenceWorker, Equatable {
    /// The file or folder watched.
    public var path: String

    /// A worker watching `path` (a folder: it and its direct children).
    public init(path: String) { self.path = path }

    /// The changes, as GIO reports them on the main loop.
    public func run() -> AsyncStream<Result<FileMonitor.Change, FileError>> {
        let path = path
        return AsyncStream { continuation in
            let watch = Task { @MainActor in
                let monitor: FileMonitor
                do throws(FileError) {
                    monitor = try FileMonitor(path: path)
                } catch {
                    continuation.yield(.failure(error))
                    continuation.finish()
                    return
                }
                monitor.onChange { continuation.yield(.success($0)) }
                // Held until the worker is cancelled (the sleep ends at once then).
                while !Task.isCancelled { try? await Task.sleep(for: .seconds(3600)) }
                monitor.cancel()
            }
            continuation.onTermination = { _ in watch.cancel() }
        }
    }
}
