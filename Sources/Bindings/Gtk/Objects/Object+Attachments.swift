internal import CGtk

/// Releases an attachment when it is replaced or its object is finalized.
private let releaseAttachment: GDestroyNotify = { data in
    if let data { release(data) }
}

extension Object {
    /// Attaches `value` to the GObject under `key` (GObject data), replacing what was
    /// attached there; nil removes it. The object holds `value` until then, or until it is
    /// finalized. `value` should not hold this object's wrapper strongly (that would keep
    /// the object alive): hold it weakly.
    public func setAttachment(_ value: AnyObject?, forKey key: String) {
        if let value {
            g_object_set_data_full(gobject, key, retained(value), releaseAttachment)
        } else {
            g_object_set_data(gobject, key, nil)
        }
    }

    /// What `setAttachment(_:forKey:)` attached under `key`, if anything.
    public func attachment(forKey key: String) -> AnyObject? {
        guard let data = g_object_get_data(gobject, key) else { return nil }
        return borrow(data, as: AnyObject.self)
    }
}
