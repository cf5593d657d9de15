import Workflow

extension RenderContext {
    /// Writes `value` to `setting` of `store` as a side effect, once for `key` (render each
    /// write with a new key, e.g. a counter in the state). A `RenderTester` expects it with
    /// `expectSideEffect(key:)`; a `SettingWorker` following the key then reports the value.
    @MainActor
    public func writeSetting<Value>(_ value: Value, to setting: SettingKey<Value>, in store: SettingsStore, key: AnyHashable) {
        runSideEffect(key: key) { _ in
            store.set(value, for: setting)
        }
    }
}
