import Gtk
import Workflow

/// Follows one setting while rendered: its output is the current value at once, then each
/// new value, whoever changed it (this app, another process, the user's preferences) — or
/// one ``SettingError`` when the schema lacks the key.
///
/// ```swift
/// SettingWorker(store: store, key: LibrarySettings.sortOrder).rendered(in: context, key: "sort") { order in Action.sortOrderRead(order) }
/// ```
public struct SettingWorker<Value: SettingValue>: AsyncSequenceWorker {
    /// The settings read.
    public let store: SettingsStore
    /// The key followed.
    public let key: SettingKey<Value>

    /// A worker following `key` of `store`.
    public init(store: SettingsStore, key: SettingKey<Value>) {
        self.store = store
        self.key = key
    }

    /// The same store and key.
    public func isEquivalent(to otherWorker: SettingWorker<Value>) -> Bool {
        store === otherWorker.store && key == otherWorker.key
    }

    /// The current value, then each change.
    public func run() -> AsyncStream<Result<Value, SettingError>> {
        let store = store
        let key = key
        return AsyncStream { continuation in
            let follow = Task { @MainActor in
                let first = store.value(key)
                continuation.yield(first)
                guard case .success = first else {
                    continuation.finish()
                    return
                }
                let connection = store.settings.onChanged(key.name) { _ in continuation.yield(store.value(key)) }
                // Held until the worker is cancelled (the sleep ends at once then).
                while !Task.isCancelled { try? await Task.sleep(for: .seconds(3600)) }
                connection.disconnect()
            }
            continuation.onTermination = { _ in follow.cancel() }
        }
    }
}
