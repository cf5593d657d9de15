import Gtk
import Workflow

/// Reads the clipboard's text (Paste): its output is the text, or a `Clipboard.ReadError`
/// naming why there is none (an empty clipboard, content that is not text, no display).
/// It reads once per rendered worker: to paste again, render it with a new `revision`.
///
/// ```swift
/// ReadClipboardTextWorker(revision: state.pastes).rendered(in: context, key: "paste") { result in Action.pasted(result) }
/// ```
public struct ReadClipboardTextWorker: Worker, Equatable {
    /// Distinguishes two reads (one per Paste).
    public var revision: Int

    /// A worker reading the clipboard once.
    public init(revision: Int = 0) { self.revision = revision }

    /// Reads the text of the default display's clipboard.
    public func run() async -> Result<String, Clipboard.ReadError> {
        await withCheckedContinuation { continuation in
            Task { @MainActor in
                guard let clipboard = Clipboard.default else {
                    continuation.resume(returning: .failure(Clipboard.ReadError(reason: "no display is open")))
                    return
                }
                clipboard.readText { continuation.resume(returning: $0) }
            }
        }
    }
}
