internal import CGtk

/// The display's clipboard (`GdkClipboard`): what Copy puts there and Paste reads, shared
/// with every application on the desktop. Writing is immediate; reading is asynchronous
/// (the content may come from another process) and answers on the main loop.
@MainActor
public final class Clipboard: Object {
    /// Why the clipboard could not be read.
    public struct ReadError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The reason: GDK's message (an empty clipboard, content that is not text), or the
        /// missing display.
        public var reason: String

        /// A failure for `reason`.
        public init(reason: String) { self.reason = reason }

        /// “Clipboard: cannot read text: …”.
        public var description: String { "Clipboard: cannot read text: \(reason)" }
    }

    /// The clipboard of the default display; nil without a display.
    public static var `default`: Clipboard? {
        guard Display.open(), let display = gdk_display_get_default() else { return nil }
        return wrapper(forUnsafePointer: raw(gdk_display_get_clipboard(display)!), as: Clipboard.self) {
            Clipboard(unsafeAdopting: $0, ownership: .borrowed)
        }
    }

    /// Adopts a `GdkClipboard` pointer (see `Object.init(unsafeAdopting:ownership:)`).
    public override init(unsafeAdopting pointer: UnsafeMutableRawPointer, ownership: Ownership) {
        precondition(cgtk_is_a(pointer, gdk_clipboard_get_type()) != 0,
                     "Gtk.Clipboard(unsafeAdopting:): the pointer is not a GdkClipboard. Get the clipboard with Clipboard.default.")
        super.init(unsafeAdopting: pointer, ownership: ownership)
    }

    private var clipboard: OpaquePointer { opaque(gobject) }

    /// Puts `text` on the clipboard (this application owns it until something else is copied).
    public func setText(_ text: String) { gdk_clipboard_set_text(clipboard, text) }

    /// Puts `texture` on the clipboard as an image (other applications can paste it as PNG or
    /// TIFF; this application owns it until something else is copied).
    public func setTexture(_ texture: Texture) { gdk_clipboard_set_texture(clipboard, opaque(texture.gobject)) }

    /// Empties the clipboard, if this application owns it.
    public func clear() { _ = gdk_clipboard_set_content(clipboard, nil) }

    /// Whether this application owns the clipboard's content.
    public var isLocal: Bool { gdk_clipboard_is_local(clipboard) != 0 }

    /// Reads the clipboard's text and calls `completion` with it, or with the reason it could
    /// not be read (an empty clipboard, content that is not text), on the main loop.
    public func readText(_ completion: @escaping @MainActor (Result<String, ReadError>) -> Void) {
        typealias Completion = @MainActor (Result<String, ReadError>) -> Void
        let callback: GAsyncReadyCallback = { source, result, data in
            guard let data else { return }
            let box = borrow(data, as: ClosureBox<Completion>.self)
            defer { release(data) }
            var error: UnsafeMutablePointer<GError>?
            let text = gdk_clipboard_read_text_finish(opaque(source!), result, &error)
            let answer: Result<String, ReadError>
            if let text {
                answer = .success(String(cString: text))
                g_free(text)
            } else {
                let reason = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "the clipboard holds no text"
                answer = .failure(ReadError(reason: reason))
            }
            if let error { g_error_free(error) }
            MainActor.assumeIsolated { box.handler(answer) }
        }
        gdk_clipboard_read_text_async(clipboard, nil, callback, retained(ClosureBox<Completion>(completion)))
    }

    /// Reads the clipboard's image and calls `completion` with it as a texture, or with the
    /// reason it could not be read (an empty clipboard, content that is not an image), on the
    /// main loop.
    public func readTexture(_ completion: @escaping @MainActor (Result<Texture, ReadError>) -> Void) {
        typealias Completion = @MainActor (Result<Texture, ReadError>) -> Void
        let callback: GAsyncReadyCallback = { source, result, data in
            guard let data else { return }
            let box = borrow(data, as: ClosureBox<Completion>.self)
            defer { release(data) }
            var error: UnsafeMutablePointer<GError>?
            let texture = gdk_clipboard_read_texture_finish(opaque(source!), result, &error)
            let reason = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "the clipboard holds no image"
            if let error { g_error_free(error) }
            MainActor.assumeIsolated {
                guard let texture else { return box.handler(.failure(ReadError(reason: reason))) }
                let wrapped = Object.wrapper(forUnsafePointer: untyped(texture), as: Texture.self) {
                    Texture(unsafeAdopting: $0, ownership: .borrowed)
                }
                g_object_unref(untyped(texture))
                box.handler(.success(wrapped))
            }
        }
        gdk_clipboard_read_texture_async(clipboard, nil, callback, retained(ClosureBox<Completion>(completion)))
    }
}
