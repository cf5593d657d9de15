internal import CGtk

extension DropTarget {
    /// A drop target (`gtk_drop_target_new` with `gtk_drop_target_set_gtypes`) accepting
    /// `kinds` with `actions`. GTK offers the drop only when the drag carries one of these
    /// types (anything else is refused before it reaches a handler) and highlights the
    /// widget while a drop hovers (the `:drop(active)` state).
    public convenience init(accepting kinds: [DragContent.Kind], actions: DragAction = .copy) {
        precondition(!kinds.isEmpty, "Gtk.DropTarget(accepting:): accept at least one kind of content (.files or .text).")
        self.init(types: kinds.map(\.gtype), actions: actions)
    }

    /// A drop target for values of `types`.
    convenience init(types: [GType], actions: DragAction) {
        let target = gtk_drop_target_new(GType(0), actions.cValue)!
        var types = types
        types.withUnsafeMutableBufferPointer { gtk_drop_target_set_gtypes(target, $0.baseAddress, gsize($0.count)) }
        self.init(unsafeAdopting: UnsafeMutableRawPointer(target), ownership: .full)
    }

    /// The names of the GTypes this target accepts, in order of preference (`GdkFileList`,
    /// `gchararray`).
    public var acceptedTypeNames: [String] {
        var count: gsize = 0
        guard let types = gtk_drop_target_get_gtypes(opaque(gobject), &count) else { return [] }
        return (0..<Int(count)).map { String(cString: g_type_name(types[$0])) }
    }

    /// The kinds of content this target accepts.
    public var acceptedKinds: [DragContent.Kind] {
        var count: gsize = 0
        guard let types = gtk_drop_target_get_gtypes(opaque(gobject), &count) else { return [] }
        return (0..<Int(count)).compactMap { index in DragContent.Kind.allCases.first { $0.gtype == types[index] } }
    }

    /// Connects `handler` to `GtkDropTarget::drop`: it receives the dropped content and the
    /// point (in the widget's coordinates), and returns whether it took the drop. Content of
    /// a type it cannot read (or files without a local path) is refused without calling it.
    @discardableResult
    public func onDrop(_ handler: @escaping @MainActor (DragContent, Double, Double) -> Bool) -> SignalConnection {
        typealias Handler = @MainActor (DragContent, Double, Double) -> Bool
        let thunk: @convention(c) (gpointer?, UnsafePointer<GValue>?, gdouble, gdouble, gpointer?) -> gboolean = { _, value, x, y, data in
            guard let data, let value, let content = DragContent(value: value) else { return 0 }
            let box = borrow(data, as: ClosureBox<Handler>.self)
            return MainActor.assumeIsolated { box.handler(content, x, y) } ? 1 : 0
        }
        return connectGenerated("drop", unsafeBitCast(thunk, to: GCallback.self), ClosureBox<Handler>(handler))
    }

    /// Emits `GtkDropTarget::drop` with `content` in a real `GValue` (a `GdkFileList` of
    /// `GFile`s or a string), as GTK does once it has read a drop's data, and returns
    /// whether a handler took it. Tests drive drops with it where a real drag cannot be made
    /// (no pointer on the display, or files with no file manager to drag them from).
    @_spi(Testing)
    public func emitDrop(_ content: DragContent, x: Double = 1, y: Double = 1) -> Bool {
        content.withValue { emitDrop(value: $0, x: x, y: y) }
    }

    /// Emits `GtkDropTarget::drop` with an integer `GValue`: content of a type no drop
    /// target reads. Returns whether a handler took it.
    @_spi(Testing)
    public func emitDropOfUnsupportedType(x: Double = 1, y: Double = 1) -> Bool {
        var value = GValue()
        g_value_init(&value, GType(6 << G_TYPE_FUNDAMENTAL_SHIFT)) // G_TYPE_INT
        g_value_set_int(&value, 42)
        defer { g_value_unset(&value) }
        return emitDrop(value: &value, x: x, y: y)
    }

    func emitDrop(value: UnsafeMutablePointer<GValue>, x: Double, y: Double) -> Bool {
        let id = g_signal_lookup("drop", gtk_drop_target_get_type())
        var arguments = [GValue](repeating: GValue(), count: 4)
        g_value_init(&arguments[0], gtk_drop_target_get_type())
        g_value_set_object(&arguments[0], raw(gobject))
        g_value_init(&arguments[1], G_TYPE_VALUE_())
        g_value_set_boxed(&arguments[1], UnsafeRawPointer(value))
        g_value_init(&arguments[2], GType(15 << G_TYPE_FUNDAMENTAL_SHIFT)) // G_TYPE_DOUBLE
        g_value_set_double(&arguments[2], x)
        g_value_init(&arguments[3], GType(15 << G_TYPE_FUNDAMENTAL_SHIFT))
        g_value_set_double(&arguments[3], y)
        var result = GValue()
        g_value_init(&result, GType(5 << G_TYPE_FUNDAMENTAL_SHIFT)) // G_TYPE_BOOLEAN
        defer {
            for index in arguments.indices { g_value_unset(&arguments[index]) }
            g_value_unset(&result)
        }
        g_signal_emitv(&arguments, id, 0, &result)
        return g_value_get_boolean(&result) != 0
    }
}

/// `G_TYPE_VALUE` (a macro Swift does not import).
private func G_TYPE_VALUE_() -> GType { g_value_get_type() }
