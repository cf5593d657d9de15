/// What a rendering says about ending the app now (``EndingGuarding``).
///
/// A close or quit that would drop unsaved work is a request the workflow answers: the
/// rendering says ``ask(_:)``, the ``EndingCoordinator`` holds the ending and calls the
/// closure, the workflow renders its question (a dialog), and the user's answer is an action
/// whose rendering says ``confirmed`` (end now) or goes back to ``ask(_:)`` (Cancel: the app
/// stays).
public enum EndingPolicy {
    /// Nothing would be lost: what is unsaved can be written when the app ends.
    case proceed
    /// Something would be lost: hold the ending and call `request` so that the workflow asks
    /// the user (the closure sends an action).
    case ask(_ request: () -> Void)
    /// The user answered the question (Discard, or a Save As… that wrote everything): end now.
    case confirmed
}

/// A root rendering that can hold a window close or an app quit while unsaved work cannot be
/// written (see ``EndingPolicy`` and ``EndingCoordinator``).
///
/// ```swift
/// var endingPolicy: EndingPolicy {
///     if isConfirmed { return .confirmed }
///     return hasUnwritableEdits ? .ask(onEndingRequested) : .proceed
/// }
/// ```
@MainActor
public protocol EndingGuarding {
    /// What a close or quit does now.
    var endingPolicy: EndingPolicy { get }
}
