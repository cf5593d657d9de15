internal import CGtk

extension Label {
    /// Shows `markup` (Pango markup, e.g. `<b>Title</b>`): text attributes that belong to
    /// the label itself rather than inherited CSS. Escape user text with
    /// `Label.escapingMarkup(_:)`.
    public func setMarkup(_ markup: String) { gtk_label_set_markup(opaque(widget), markup) }

    /// `text` with the characters Pango markup gives a meaning (`&`, `<`, `>`, quotes)
    /// escaped.
    public static func escapingMarkup(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
