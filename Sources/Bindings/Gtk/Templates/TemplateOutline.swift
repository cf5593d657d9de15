internal import CGtk

/// What the check of a widget template needs from its UI definition: the `<template>`
/// element's class, each `<object>`'s id and class, and each `<signal>`'s handler (read
/// with GLib's markup parser, without building anything).
struct TemplateOutline {
    /// The `class` of the `<template>` element (nil: the file has none).
    var templateClass: String?
    /// The `parent` of the `<template>` element.
    var templateParent: String?
    /// Object ids → GType names.
    var objects: [String: String] = [:]
    /// The handler names of the `<signal>` elements.
    var handlers: [String] = []

    /// Reads the outline of `xml`; throws the parser's message (with its line) on malformed XML.
    static func read(_ xml: String, file: String) throws(TemplateError) -> TemplateOutline {
        let collector = Collector()
        let parser = UnsafeMutablePointer<GMarkupParser>.allocate(capacity: 1)
        defer { parser.deallocate() }
        parser.initialize(to: GMarkupParser())
        parser.pointee.start_element = { _, element, names, values, userData, _ in
            guard let element, let names, let values, let userData else { return }
            var attributes: [String: String] = [:]
            var index = 0
            while let name = names[index], let value = values[index] {
                attributes[String(cString: name)] = String(cString: value)
                index += 1
            }
            borrow(userData, as: Collector.self).add(String(cString: element), attributes)
        }
        let context = g_markup_parse_context_new(parser, GMarkupParseFlags(rawValue: 0), unretained(collector), nil)
        defer { g_markup_parse_context_free(context) }
        var error: UnsafeMutablePointer<GError>?
        let bytes = Array(xml.utf8)
        let parsed = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { g_markup_parse_context_parse(context, $0.baseAddress, gssize($0.count), &error) != 0 }
        } && g_markup_parse_context_end_parse(context, &error) != 0
        guard parsed else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            throw TemplateError("The UI definition \(file) is not well-formed XML: \(message). Fix the file (a .blp file's compiler output is always well-formed).")
        }
        return collector.outline
    }

    /// Collects the outline while GLib parses.
    private final class Collector {
        var outline = TemplateOutline()

        func add(_ element: String, _ attributes: [String: String]) {
            switch element {
            case "template":
                if outline.templateClass == nil {
                    outline.templateClass = attributes["class"]
                    outline.templateParent = attributes["parent"]
                }
            case "object": if let id = attributes["id"], let type = attributes["class"] { outline.objects[id] = type }
            case "signal": if let handler = attributes["handler"] { outline.handlers.append(handler) }
            default: break
            }
        }
    }
}
