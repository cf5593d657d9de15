internal import CGtk

extension Stack {
    /// Page transitions (`GtkStackTransitionType`), e.g. `.crossfade`, `.slideLeft` (a push),
    /// `.slideRight` (a pop).
    public typealias Transition = StackTransitionType

    /// The typed instance pointer (for the hand-written extensions).
    var stack: OpaquePointer { opaque(widget) }

    /// Adds `child` as a page named `name`, with an optional title and icon for a switcher
    /// (`addTitled(child:name:title:)`, then the page's `iconName`; the title defaults to the
    /// name). Returns the page.
    @discardableResult
    public func addChild(_ child: Widget, name: String, title: String? = nil, iconName: String? = nil) -> StackPage {
        let page = addTitled(child: child, name: name, title: title ?? name)
        if let iconName { page.iconName = iconName }
        return page
    }

    /// Changes the title and icon a switcher shows for the page of `child` (its `StackPage`);
    /// nothing when `child` is not a page of the stack.
    public func setPageTitle(_ title: String, iconName: String?, for child: Widget) {
        guard let page = page(child: child) else { return }
        page.title = title
        page.iconName = iconName
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
