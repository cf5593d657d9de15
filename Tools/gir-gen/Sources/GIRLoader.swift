/// Turns the XML tree of `.gir` files into a `GIRRepository`.
enum GIRLoader {
    /// Loads `Namespace-Version.gir` files from `directory` into `repository`.
    static func load(_ files: [String], from directory: String, into repository: inout GIRRepository) throws {
        for file in files {
            let root = try XMLTreeReader.read(directory + "/" + file)
            for namespace in root.all("namespace") {
                try load(namespace: namespace, into: &repository)
            }
        }
    }

    private static func load(namespace node: XMLNode, into repository: inout GIRRepository) throws {
        guard let ns = node["name"] else { throw GeneratorError("namespace without a name") }
        repository.namespaces.append(ns)
        for child in node.children {
            switch child.name {
            case "class", "interface":
                let cls = makeClass(child, namespace: ns, isInterface: child.name == "interface")
                repository.classes[cls.qualifiedName] = cls
            case "enumeration", "bitfield":
                let value = makeEnum(child, namespace: ns, isBitfield: child.name == "bitfield")
                repository.enums[value.qualifiedName] = value
            case "callback":
                var callback = makeCallable(child, namespace: ns)
                callback.cIdentifier = child["c:type"] ?? callback.name
                repository.callbacks[ns + "." + callback.name] = callback
                repository.otherTypes.insert(ns + "." + callback.name)
            case "record" where child["name"] != nil && child["glib:is-gtype-struct-for"] == nil:
                let record = makeClass(child, namespace: ns, isInterface: false)
                repository.records[record.qualifiedName] = record
                repository.otherTypes.insert(record.qualifiedName)
            case "record", "alias", "union", "boxed", "glib:boxed":
                if let name = child["name"] ?? child["glib:name"] { repository.otherTypes.insert(ns + "." + name) }
            default:
                break
            }
        }
    }

    /// Qualifies a type name found in namespace `ns` (`Widget` -> `Gtk.Widget`; fundamental
    /// types such as `gboolean` and already qualified names are kept).
    static func qualify(_ name: String, in ns: String) -> String {
        if name.contains(".") || fundamentalTypes.contains(name) { return name }
        return ns + "." + name
    }

    /// GIR's fundamental type names.
    static let fundamentalTypes: Set<String> = [
        "none", "gboolean", "gint", "guint", "gint8", "guint8", "gint16", "guint16", "gint32", "guint32",
        "gint64", "guint64", "glong", "gulong", "gsize", "gssize", "gchar", "guchar", "gshort", "gushort",
        "gfloat", "gdouble", "gunichar", "gpointer", "gconstpointer", "utf8", "filename", "GType",
        "gintptr", "guintptr", "va_list", "goffset",
    ]

    private static func makeClass(_ node: XMLNode, namespace ns: String, isInterface: Bool) -> GIRClass {
        let name = node["name"] ?? "?"
        var cls = GIRClass(namespace: ns, name: name, cType: node["c:type"] ?? node["glib:type-name"] ?? name,
                           isInterface: isInterface)
        cls.parent = node["parent"].map { qualify($0, in: ns) }
        cls.getType = node["glib:get-type"]
        cls.typeName = node["glib:type-name"]
        cls.version = node["version"]
        cls.deprecated = node["deprecated"] == "1"
        for child in node.children {
            switch child.name {
            case "field": cls.hasPublicStruct = true
            case "implements": if let n = child["name"] { cls.implements.append(qualify(n, in: ns)) }
            case "prerequisite": if let n = child["name"] { cls.prerequisites.append(qualify(n, in: ns)) }
            case "constructor": cls.constructors.append(makeCallable(child, namespace: ns))
            case "method": cls.methods.append(makeCallable(child, namespace: ns))
            case "property": cls.properties.append(makeProperty(child, namespace: ns))
            case "glib:signal": cls.signals.append(makeSignal(child, namespace: ns))
            default: break
            }
        }
        return cls
    }

    private static func makeEnum(_ node: XMLNode, namespace ns: String, isBitfield: Bool) -> GIREnum {
        var value = GIREnum(namespace: ns, name: node["name"] ?? "?", cType: node["c:type"] ?? "?", isBitfield: isBitfield)
        value.version = node["version"]
        value.deprecated = node["deprecated"] == "1"
        for member in node.all("member") {
            value.members.append(.init(name: member["name"] ?? "?", value: Int64(member["value"] ?? "0") ?? 0,
                                       cIdentifier: member["c:identifier"] ?? "?", version: member["version"],
                                       deprecated: member["deprecated"] == "1"))
        }
        return value
    }

    static func makeType(_ node: XMLNode?, namespace ns: String) -> GIRType? {
        guard let node else { return nil }
        switch node.name {
        case "type":
            let elements = node.children.compactMap { makeType($0, namespace: ns) }
            return .named(name: qualify(node["name"] ?? "none", in: ns), cType: node["c:type"], elements: elements)
        case "array":
            return .array(cType: node["c:type"], element: makeType(node.children.first, namespace: ns),
                          zeroTerminated: node["zero-terminated"] == "1" || (node["zero-terminated"] == nil && node["length"] == nil && node["fixed-size"] == nil),
                          lengthIndex: node["length"].flatMap { Int($0) }, fixedSize: node["fixed-size"].flatMap { Int($0) })
        case "varargs":
            return .varargs
        default:
            return nil
        }
    }

    private static func typeChild(_ node: XMLNode) -> XMLNode? {
        node.children.first { $0.name == "type" || $0.name == "array" || $0.name == "varargs" }
    }

    private static func makeParameter(_ node: XMLNode, namespace ns: String) -> GIRParameter {
        var p = GIRParameter(name: node["name"] ?? "arg", type: makeType(typeChild(node), namespace: ns) ?? .varargs)
        p.direction = node["direction"] ?? "in"
        p.transfer = Transfer(rawValue: node["transfer-ownership"] ?? "none") ?? .none
        p.nullable = node["nullable"] == "1" || node["allow-none"] == "1"
        p.optional = node["optional"] == "1"
        p.callerAllocates = node["caller-allocates"] == "1"
        p.closureIndex = node["closure"].flatMap { Int($0) }
        p.destroyIndex = node["destroy"].flatMap { Int($0) }
        p.scope = node["scope"]
        return p
    }

    private static func makeCallable(_ node: XMLNode, namespace ns: String) -> GIRCallable {
        var c = GIRCallable(name: node["name"] ?? "?", cIdentifier: node["c:identifier"] ?? "?")
        if let ret = node.first("return-value") {
            c.returnType = makeType(typeChild(ret), namespace: ns)
            c.returnTransfer = Transfer(rawValue: ret["transfer-ownership"] ?? "none") ?? .none
            c.returnNullable = ret["nullable"] == "1" || ret["allow-none"] == "1"
        }
        if let params = node.first("parameters") {
            c.parameters = params.all("parameter").map { makeParameter($0, namespace: ns) }
            c.instanceCType = params.first("instance-parameter").flatMap { typeChild($0) }?["c:type"]
        }
        c.throwsError = node["throws"] == "1"
        c.version = node["version"]
        c.deprecated = node["deprecated"] == "1"
        c.introspectable = node["introspectable"] != "0"
        for attribute in node.all("attribute") {
            if attribute["name"] == "org.gtk.Method.get_property" { c.getsProperty = attribute["value"] }
            if attribute["name"] == "org.gtk.Method.set_property" { c.setsProperty = attribute["value"] }
        }
        return c
    }

    private static func makeProperty(_ node: XMLNode, namespace ns: String) -> GIRProperty {
        var p = GIRProperty(name: node["name"] ?? "?", type: makeType(typeChild(node), namespace: ns) ?? .varargs)
        p.writable = node["writable"] == "1"
        p.constructOnly = node["construct-only"] == "1"
        p.getter = node["getter"]
        p.setter = node["setter"]
        p.version = node["version"]
        p.deprecated = node["deprecated"] == "1"
        for attribute in node.all("attribute") {
            if attribute["name"] == "org.gtk.Property.get" { p.cGetter = attribute["value"] }
            if attribute["name"] == "org.gtk.Property.set" { p.cSetter = attribute["value"] }
        }
        return p
    }

    private static func makeSignal(_ node: XMLNode, namespace ns: String) -> GIRSignal {
        var s = GIRSignal(name: node["name"] ?? "?")
        if let ret = node.first("return-value") { s.returnType = makeType(typeChild(ret), namespace: ns) }
        if let params = node.first("parameters") {
            s.parameters = params.all("parameter").map { makeParameter($0, namespace: ns) }
        }
        s.version = node["version"]
        s.deprecated = node["deprecated"] == "1"
        return s
    }
}
