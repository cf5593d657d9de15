extension HeaderBar {
    /// Adds `child` at the start (left in left-to-right locales); `packStart(child:)`.
    public func packStart(_ child: Widget) { packStart(child: child) }
    /// Adds `child` at the end; `packEnd(child:)`.
    public func packEnd(_ child: Widget) { packEnd(child: child) }
}
