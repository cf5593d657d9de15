/// How a modal of a `ModalContainerScreen` is presented.
public enum ModalStyle: Equatable, Sendable {
    /// A separate modal window kept above the window below it (the default).
    case window
    /// A card in the same window over the dimmed screen below it, titled by the modal's
    /// title. It takes the keyboard focus and keeps it: nothing below it can be focused or
    /// clicked while it shows. Its close button and Escape (when the modal allows it) ask to
    /// close it (`onClose`); it takes the modal's `defaultSize`, shrunk to fit the window.
    case sheet
    /// The modal's screen covers the whole content of the container, under the modal's
    /// title; the focus stays in it as in a sheet.
    case cover

    /// Whether the modal is shown inside the window (a sheet or a cover).
    public var isInWindow: Bool { self != .window }
}
