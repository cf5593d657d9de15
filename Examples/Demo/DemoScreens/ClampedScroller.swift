import Adw
import Gtk

/// A page's scrolling body: `content` centred and at most `maximumWidth` pixels wide
/// (`AdwClamp`), in a window that scrolls vertically only and fills the page's height,
/// named `accessibleLabel`.
@MainActor
func clampedScroller(_ content: Widget, maximumWidth: Int, accessibleLabel: String) -> ScrolledWindow {
    let clamp = Clamp()
    clamp.maximumSize = maximumWidth
    clamp.child = content
    let scroller = ScrolledWindow()
    scroller.setAccessibleLabel(accessibleLabel)
    scroller.scrollsHorizontally = false
    scroller.expandsVertically = true
    scroller.child = clamp
    return scroller
}
