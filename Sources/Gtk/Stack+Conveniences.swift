internal import CGtk

extension Stack {
    /// Page transitions (`GtkStackTransitionType`), e.g. `.crossfade`, `.slideLeft` (a push),
    /// `.slideRight` (a pop).
    public typealias Transition = StackTransitionType

    /// The typed instance pointer (for the hand-written extensions).
    var stack: OpaquePointer { opaque(widget) }

    /// Adds `child` as a page named `name`, with an optional title and icon for a switcher
    /// (`gtk_stack_add_titled`; the title defaults to the name).
    public func addChild(_ child: Widget, name: String, title: String? = nil, iconName: String? = nil) {
        let page = gtk_stack_add_titled(stack, child.widget, name, title ?? name)
        if let iconName, let page {
            cgtk_object_set_string(raw(page), "icon-name", iconName)
        }
    }

    /// Changes the title and icon a switcher shows for the page of `child`.
    public func setPageTitle(_ title: String, iconName: String?, for child: Widget) {
        guard let page = gtk_stack_get_page(stack, child.widget) else { return }
        cgtk_object_set_string(raw(page), "title", title)
        cgtk_object_set_string(raw(page), "icon-name", iconName)
    }

    /// The page widget named `name` (`childByName(_:)`).
    public func child(named name: String) -> Widget? { childByName(name) }

    /// The name of the visible page (`gtk_stack_get_visible_child_name`). Setting it shows
    /// that page with the default transition; setting `nil` changes nothing.
    public var visibleChildName: String? {
        get { gtk_stack_get_visible_child_name(stack).map { String(cString: $0) } }
        set { if let newValue { gtk_stack_set_visible_child_name(stack, newValue) } }
    }

    /// Calls `handler` with the new name after the visible page changes
    /// (`notify::visible-child-name`).
    @discardableResult
    public func onNotifyVisibleChildName(_ handler: @escaping @MainActor (String?) -> Void) -> SignalConnection {
        connectNotify("visible-child-name") { handler(gtk_stack_get_visible_child_name(opaque($0)).map { String(cString: $0) }) }
    }

    /// Shows the page named `name` with a given transition (`setVisibleChildFull`).
    public func setVisibleChild(named name: String, transition: Transition) {
        setVisibleChildFull(name: name, transition: transition)
    }
}

extension StackSwitcher {
    /// Creates a switcher for `stack`.
    public convenience init(stack: Stack?) {
        self.init()
        self.stack = stack
    }
}
