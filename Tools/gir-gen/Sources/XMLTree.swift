import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One XML element of a `.gir` file: its name, attributes and child elements.
/// Text content and `doc` elements are dropped (the generator never copies GTK's prose).
final class XMLNode {
    let name: String
    let attributes: [String: String]
    var children: [XMLNode] = []

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// The value of `key`, or nil.
    subscript(_ key: String) -> String? { attributes[key] }

    /// The child elements named `name`.
    func all(_ name: String) -> [XMLNode] { children.filter { $0.name == name } }

    /// The first child element named `name`.
    func first(_ name: String) -> XMLNode? { children.first { $0.name == name } }
}

/// Reads an XML file into an `XMLNode` tree with Foundation's `XMLParser`.
final class XMLTreeReader: NSObject, XMLParserDelegate {
    private var stack: [XMLNode] = []
    private var root: XMLNode?
    private var skipDepth = 0
    private static let skipped: Set<String> = ["doc", "doc-deprecated", "doc-version", "doc-stability", "source-position"]

    /// Parses the file at `path`.
    static func read(_ path: String) throws -> XMLNode {
        guard let parser = XMLParser(contentsOf: URL(fileURLWithPath: path)) else {
            throw GeneratorError("cannot open \(path)")
        }
        let reader = XMLTreeReader()
        parser.delegate = reader
        guard parser.parse(), let root = reader.root else {
            throw GeneratorError("cannot parse \(path): \(parser.parserError.map { "\($0)" } ?? "no root element")")
        }
        return root
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        if skipDepth > 0 || Self.skipped.contains(elementName) { skipDepth += 1; return }
        let node = XMLNode(name: elementName, attributes: attributes)
        if let parent = stack.last { parent.children.append(node) } else { root = node }
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if skipDepth > 0 { skipDepth -= 1; return }
        stack.removeLast()
    }
}

/// A failure of the generator, printed as one line.
struct GeneratorError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = "gir-gen: " + description }
}
