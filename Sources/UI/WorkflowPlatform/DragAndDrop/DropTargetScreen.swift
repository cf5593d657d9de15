import Gtk
import WorkflowUI

/// A screen that accepts drops: files from a file manager, text from an editor. The drop
/// reaches the workflow through `onDrop` with the content as Swift values (paths or text);
/// a drag of another kind is refused by GTK before it gets here. While a drop hovers, GTK
/// highlights the screen (its `:drop(active)` state).
///
/// ```swift
/// return list
///     .acceptingFileDrops { paths in sink.send(.importFiles(paths)) }
/// ```
public struct DropTargetScreen<Content: Screen>: Screen {
    /// The screen that accepts the drops.
    public var content: Content
    /// The kinds of content accepted, in order of preference.
    public var kinds: [DragContent.Kind]
    /// Called with each accepted drop.
    public var onDrop: (DragContent) -> Void

    /// `content`, accepting drops of `kinds`.
    public init(content: Content, accepting kinds: [DragContent.Kind] = [.files, .text], onDrop: @escaping (DragContent) -> Void) {
        self.content = content
        self.kinds = kinds
        self.onDrop = onDrop
    }

    // MARK: - Screen

    /// Describes a `DropTargetViewController`.
    @MainActor
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        DropTargetViewController<Content>.description(for: self, environment: environment)
    }
}

extension Screen {
    /// This screen, accepting drops of `kinds`; `onDrop` receives each as files or text.
    public func acceptingDrops(of kinds: [DragContent.Kind] = [.files, .text], onDrop: @escaping (DragContent) -> Void) -> DropTargetScreen<Self> {
        DropTargetScreen(content: self, accepting: kinds, onDrop: onDrop)
    }

    /// This screen, accepting dropped files; `onDrop` receives their paths.
    public func acceptingFileDrops(_ onDrop: @escaping ([String]) -> Void) -> DropTargetScreen<Self> {
        DropTargetScreen(content: self, accepting: [.files]) { content in
            if case .files(let paths) = content { onDrop(paths) }
        }
    }

    /// This screen, accepting dropped text; `onDrop` receives it.
    public func acceptingTextDrops(_ onDrop: @escaping (String) -> Void) -> DropTargetScreen<Self> {
        DropTargetScreen(content: self, accepting: [.text]) { content in
            if case .text(let text) = content { onDrop(text) }
        }
    }
}
