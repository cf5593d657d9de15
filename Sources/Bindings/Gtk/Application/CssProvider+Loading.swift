internal import CGtk

/// A problem GTK found while parsing a stylesheet: the arguments of
/// `GtkCssProvider::parsing-error` as a value.
public struct CssParsingError: Error, CustomStringConvertible, Sendable {
    /// The error GTK reported (domain `gtk-css-parser-error-quark` or
    /// `gtk-css-parser-warning-quark`, and its message).
    public let error: GLibError
    /// The line where the faulty section starts, counted from 0.
    public let line: Int
    /// The character in that line where the faulty section starts, counted from 0.
    public let character: Int

    /// `line L, character C: message`, counted from 1 as editors do.
    public var description: String { "line \(line + 1), character \(character + 1): \(error.message)" }
}

// Hand-written: gir-gen maps neither a length-counted byte array argument
// (gtk_css_provider_load_from_data) nor a signal passing a GtkCssSection record and a GError
// (parsing-error, skipped in gir-allowlist.txt).
extension CssProvider {
    /// Parses `css` and replaces what the provider held (`gtk_css_provider_load_from_data`).
    /// Problems are reported through `onParsingError(_:)`; the valid rules still apply.
    public func loadFromData(_ css: String) {
        gtk_css_provider_load_from_data(cast(gobject, to: GtkCssProvider.self), css, -1)
    }

    /// Connects `handler` to `GtkCssProvider::parsing-error`: called for each problem found by
    /// a `load…` call made afterwards, with where it is and what GTK said. While a handler is
    /// connected GTK does not print its own warning. The closure is released by GLib's
    /// destroy-notify when the handler is disconnected or the provider is finalized.
    @discardableResult
    public func onParsingError(_ handler: @escaping @MainActor (CssParsingError) -> Void) -> SignalConnection {
        typealias Handler = @MainActor (CssParsingError) -> Void
        let thunk: @convention(c) (gpointer?, OpaquePointer?, UnsafeMutablePointer<GError>?, gpointer?) -> Void = { _, section, error, data in
            guard let data, let error else { return }
            let box = borrow(data, as: ClosureBox<Handler>.self)
            let start = section.flatMap { gtk_css_section_get_start_location($0)?.pointee }
            let value = CssParsingError(
                error: GLibError(domain: String(cString: g_quark_to_string(error.pointee.domain)),
                                 code: Int(error.pointee.code),
                                 message: error.pointee.message.map { String(cString: $0) } ?? ""),
                line: start.map { Int($0.lines) } ?? 0,
                character: start.map { Int($0.line_chars) } ?? 0)
            MainActor.assumeIsolated { box.handler(value) }
        }
        return connectGenerated("parsing-error", gcallback(thunk), ClosureBox<Handler>(handler))
    }
}
