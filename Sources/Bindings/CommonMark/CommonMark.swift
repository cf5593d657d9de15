internal import CCommonMark

/// CommonMark (Markdown) read by cmark, CommonMark's reference parser: what a reader sees of
/// a Markdown text, without its markup.
///
/// ```swift
/// CommonMark.plainText("## Decisions\n\n- Milk\n- *Bread*")   // "Decisions\nMilk\nBread\n"
/// ```
///
/// Safe to call from any thread: every call parses its own document.
public enum CommonMark {
    /// The text of `markdown` as a reader sees it: each block's text on its own line(s), without
    /// the markup. Headings lose their `#` marks (or underline), list items their markers, quotes
    /// their `>`, emphasis its `*`/`_`, code spans their backticks, code blocks their fences,
    /// links and images their targets (a link keeps its text, an image its description);
    /// entities become their characters (`&amp;` → `&`); HTML and thematic breaks (`---`) are
    /// left out. Line breaks inside a paragraph stay line breaks; each block ends with one.
    public static func plainText(_ markdown: String) -> String {
        var markdown = markdown
        return markdown.withUTF8 { bytes in
            guard let base = bytes.baseAddress,
                  let document = cmark_parse_document(UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self), bytes.count,
                                                       CMARK_OPT_DEFAULT) else { return "" }
            defer { cmark_node_free(document) }
            var text = PlainTextCollector(capacity: bytes.count)
            text.collect(document)
            return text.result
        }
    }

    /// The cmark version the program runs with, e.g. `"0.30.2"`.
    public static var version: String { String(cString: cmark_version_string()) }
}
