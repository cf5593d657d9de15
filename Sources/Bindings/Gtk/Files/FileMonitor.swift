internal import CGtk

/// Watches a file or a folder (`GFileMonitor`): each change to it, or in a folder to its
/// direct children, reaches ``onChange(_:)`` on the main loop. Watching stops with
/// ``cancel()`` or when the monitor is released.
@MainActor
public final class FileMonitor: Object {
    /// One change GIO reported.
    public struct Change: Hashable, Sendable {
        /// What happened.
        public enum Kind: Hashable, Sendable {
            /// The content changed (a write; several may come for one save).
            case changed
            /// A burst of changes is probably over (the file is written).
            case changesDone
            /// The file was created (in a watched folder), or a watched file appeared.
            case created
            /// The file was deleted, or the watched file or folder itself went away.
            case deleted
            /// Permissions, times or other attributes changed.
            case attributesChanged
            /// Renamed within the watched folder: ``Change/otherPath`` is the new path.
            case renamed
            /// Moved into the watched folder from elsewhere.
            case movedIn
            /// Moved out of the watched folder: ``Change/otherPath`` is where it went, if known.
            case movedOut
            /// The file system is about to be unmounted, or was.
            case unmounted
        }

        /// What happened.
        public var kind: Kind
        /// The file it happened to.
        public var path: String
        /// The new path of a rename or move, else nil.
        public var otherPath: String?

        /// A change of `kind` to `path`.
        public init(kind: Kind, path: String, otherPath: String? = nil) {
            self.kind = kind
            self.path = path
            self.otherPath = otherPath
        }
    }

    /// The path watched.
    public let path: String

    /// Starts watching the file or folder at `path` (which need not exist yet: its creation
    /// is reported). Throws when GIO cannot watch it.
    public init(path: String) throws(FileError) {
        let file = g_file_new_for_path(path)!
        defer { g_object_unref(raw(file)) }
        var error: UnsafeMutablePointer<GError>?
        let isFolder = g_file_test(path, G_FILE_TEST_IS_DIR) != 0
        let flags = GFileMonitorFlags(rawValue: G_FILE_MONITOR_WATCH_MOVES.rawValue)
        let monitor = isFolder ? g_file_monitor_directory(file, flags, nil, &error) : g_file_monitor_file(file, flags, nil, &error)
        guard let monitor else { throw LocalFile.failure("watch", path, error) }
        self.path = path
        super.init(unsafeAdopting: raw(monitor), ownership: .full)
    }

    private var monitor: UnsafeMutablePointer<GFileMonitor> { cast(gobject) }

    /// Stops watching: no change is reported after this.
    public func cancel() { _ = g_file_monitor_cancel(monitor) }

    /// Whether watching stopped.
    public var isCancelled: Bool { g_file_monitor_is_cancelled(monitor) != 0 }

    /// Calls `handler` with each change, on the main loop. The closure is released with the
    /// monitor.
    @discardableResult
    public func onChange(_ handler: @escaping @MainActor (Change) -> Void) -> SignalConnection {
        typealias Handler = @MainActor (Change) -> Void
        let thunk: @convention(c) (gpointer?, gpointer?, gpointer?, GFileMonitorEvent, gpointer?) -> Void = { _, file, other, event, data in
            guard let data, let file, let kind = FileMonitor.kind(of: event), let path = fileLocation(of: file) else { return }
            let box = borrow(data, as: ClosureBox<Handler>.self)
            let change = Change(kind: kind, path: path, otherPath: other.flatMap(fileLocation(of:)))
            MainActor.assumeIsolated { box.handler(change) }
        }
        return connectGenerated("changed", gcallback(thunk), ClosureBox<Handler>(handler))
    }

    nonisolated static func kind(of event: GFileMonitorEvent) -> Change.Kind? {
        switch event {
        case G_FILE_MONITOR_EVENT_CHANGED: .changed
        case G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT: .changesDone
        case G_FILE_MONITOR_EVENT_DELETED: .deleted
        case G_FILE_MONITOR_EVENT_CREATED: .created
        case G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED: .attributesChanged
        case G_FILE_MONITOR_EVENT_RENAMED: .renamed
        case G_FILE_MONITOR_EVENT_MOVED_IN: .movedIn
        case G_FILE_MONITOR_EVENT_MOVED_OUT: .movedOut
        case G_FILE_MONITOR_EVENT_PRE_UNMOUNT, G_FILE_MONITOR_EVENT_UNMOUNTED: .unmounted
        default: nil
        }
    }
}
