import Gtk
import Workflow

extension RenderContext {
    /// Copies `text` to the clipboard as a side effect, once for `key`: the copy happens the
    /// first time a render pass asks for it, and not again while later passes render the same
    /// key. Render each Copy with a new key (a counter in the state):
    ///
    /// ```swift
    /// if let copy = state.pendingCopy {
    ///     context.copyToClipboard(copy.text, key: "copy-\(copy.number)")
    /// }
    /// ```
    ///
    /// A `RenderTester` expects it with `expectSideEffect(key:)` (the copy is not made there).
    /// Without a display nothing is copied.
    @MainActor
    public func copyToClipboard(_ text: String, key: AnyHashable) {
        runSideEffect(key: key) { _ in
            Clipboard.default?.setText(text)
        }
    }

    /// Copies `texture` to the clipboard as an image (other applications paste it as PNG or
    /// TIFF), once for `key`, as ``copyToClipboard(_:key:)`` copies text. Without a display
    /// nothing is copied.
    @MainActor
    public func copyToClipboard(_ texture: Texture, key: AnyHashable) {
        runSideEffect(key: key) { _ in
            Clipboard.default?.setTexture(texture)
        }
    }
}
