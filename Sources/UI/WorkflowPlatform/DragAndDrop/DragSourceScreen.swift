import Gtk
import WorkflowUI

/// A screen the user can drag from: the drag carries `dragContent` (files a file manager
/// copies, or text an editor inserts). Without content nothing is dragged.
///
/// ```swift
/// TextScreen(text: note.title)
///     .draggable(.text(note.body))
/// ```
public struct DragSourceScreen<Content: Screen>: Screen {
    /// The screen dragged from.
    public var content: Content
    /// What a drag carries, or nil for no drag.
    public var dragContent: DragContent?

    /// `content`, dragged as `dragContent`.
    public init(content: Content, dragContent: DragContent?) {
        self.content = content
        self.dragContent = dragContent
    }

    // MARK: - Screen

    /// Describes a `DragSourceViewController`.
    @MainActor
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        DragSourceViewController<Content>.description(for: self, environment: environment)
    }
}

extension Screen {
    /// This screen, dragged as `content` (files or text); nil: not draggable.
    public func draggable(_ content: DragContent?) -> DragSourceScreen<Self> {
        DragSourceScreen(content: self, dragContent: content)
    }
}
