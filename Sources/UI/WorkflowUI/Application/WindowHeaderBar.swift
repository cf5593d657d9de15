import Gtk

/// A window's one header bar, shared by the containers shown in the window.
///
/// `WorkflowApplication` installs one as the window's title bar (`install(on:)`). A
/// container that has a bar of its own (`BackStackViewController`) looks for it when its
/// view is mapped (`of(_:)`) and, instead of showing a second header bar, hands it its
/// bar's widgets (`claim(by:content:)`); when its view is unmapped (a tab switched away, the
/// container replaced) it takes them back (`release(_:)`). While several containers claim
/// the bar (a back stack in a back stack), the deepest one in the widget tree shows; among
/// unrelated ones, the latest claim. Without a claim it shows the window's title.
///
/// ```swift
/// let shared = WindowHeaderBar.install(on: window)
/// window.child = ContainerViewController(workflow: MailWorkflow()).view
/// ```
@MainActor
public final class WindowHeaderBar {
    /// What a container shows in the window's header bar.
    public struct Content {
        /// Packed at the start (the back button, a leading item).
        public var start: Widget
        /// Packed at the end (a trailing item).
        public var end: Widget
        /// The title widget; nil shows the window's title.
        public var title: Widget?
        /// Whether the whole header bar is hidden while this content is shown.
        public var isHidden: Bool

        /// Content made of the given widgets.
        public init(start: Widget, end: Widget, title: Widget?, isHidden: Bool = false) {
            (self.start, self.end, self.title, self.isHidden) = (start, end, title, isHidden)
        }
    }

    private struct Claim {
        weak var anchor: Widget?
        var content: Content
    }

    private var claims: [Claim] = []
    private weak var shownAnchor: Widget?
    private var shownContent: Content?

    /// The GObject data key under which a header bar holds its `WindowHeaderBar`.
    private static let attachmentKey = "workflowgtk-window-header-bar"

    /// The header bar (held by its window; weakly here).
    public private(set) weak var headerBar: HeaderBar?

    private init(headerBar: HeaderBar) {
        self.headerBar = headerBar
    }

    /// Makes a new header bar the title bar of `window` and returns its manager (held by
    /// the header bar as long as it exists).
    @discardableResult
    public static func install(on window: Window) -> WindowHeaderBar {
        let bar = HeaderBar()
        ContainerChrome.mark(bar)
        let shared = WindowHeaderBar(headerBar: bar)
        bar.setAttachment(shared, forKey: attachmentKey)
        window.titlebar = bar
        return shared
    }

    /// The shared header bar of `window`, when its title bar was installed by `install(on:)`.
    public static func of(_ window: Window) -> WindowHeaderBar? {
        window.titlebar?.attachment(forKey: attachmentKey) as? WindowHeaderBar
    }

    /// Shows `content` for the container whose view is `anchor` (called again with new
    /// content, it replaces the old one).
    public func claim(by anchor: Widget, content: Content) {
        claims.removeAll { $0.anchor == nil }
        if let index = claims.firstIndex(where: { $0.anchor === anchor }) {
            claims.remove(at: index)
        }
        claims.append(Claim(anchor: anchor, content: content))
        apply()
    }

    /// Takes the content of the container whose view is `anchor` out of the bar; the
    /// claim below it (if any) shows again.
    public func release(_ anchor: Widget) {
        claims.removeAll { $0.anchor == nil || $0.anchor === anchor }
        apply()
    }

    /// Whether the content of the container whose view is `anchor` is the one shown.
    public func isShowing(_ anchor: Widget) -> Bool { shownAnchor === anchor && shownAnchor != nil }

    /// The deepest claim (one whose view contains no other claimed view); the latest wins a tie.
    private var winner: Claim? {
        let live = claims.filter { $0.anchor != nil }
        return live.last { claim in
            !live.contains { other in other.anchor !== claim.anchor && claim.anchor!.contains(other.anchor!) }
        }
    }

    private func apply() {
        guard let bar = headerBar else { return }
        let next = winner
        if next?.anchor !== shownAnchor || !sameWidgets(next?.content, shownContent) {
            if let shown = shownContent { takeOut(shown, from: bar) }
            if let next {
                bar.packStart(next.content.start)
                bar.packEnd(next.content.end)
                bar.titleWidget = next.content.title
            }
            shownAnchor = next?.anchor
            shownContent = next?.content
        }
        shownContent = next?.content
        bar.isVisible = !(next?.content.isHidden ?? false)
    }

    private func sameWidgets(_ a: Content?, _ b: Content?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.start === b.start && a.end === b.end && a.title === b.title
    }

    private func takeOut(_ content: Content, from bar: HeaderBar) {
        if bar.contains(content.start) { bar.remove(content.start) }
        if bar.contains(content.end) { bar.remove(content.end) }
        if let title = content.title, bar.titleWidget === title { bar.titleWidget = nil }
    }
}
