import Foundation
@testable import gir_gen

/// A small `.gir` file (GObject.Object, Gtk.Widget and one widget class `Gtk.Frob` with
/// constructors, properties, methods, a signal and an enumeration; `Gtk.Knob`, a second
/// widget with a `label`; the records `Gtk.Spot`, a
/// caller-allocated value, and `Gtk.Trail`, a boxed one) and a way to run the generator over it
/// with a given allow-list, without touching the package's files. The XML is written by the
/// small element functions below, one call per class, member and parameter.
enum MiniGIR {
    static let text = """
    <?xml version="1.0"?>
    <repository version="1.2" xmlns="http://www.gtk.org/introspection/core/1.0" xmlns:c="http://www.gtk.org/introspection/c/1.0" xmlns:glib="http://www.gtk.org/introspection/glib/1.0">
      <namespace name="GObject" version="2.0">
    \(element("Object", cType: "GObject", getType: "g_object_get_type", members: [field("g_type_instance", "gpointer")]))
      </namespace>
      <namespace name="Gtk" version="4.0">
    \(element("Widget", cType: "GtkWidget", parent: "GObject.Object", getType: "gtk_widget_get_type",
              members: [field("parent_instance", "GObject.Object")]))
    \(element("Frob", cType: "GtkFrob", parent: "Widget", getType: "gtk_frob_get_type", members: frobMembers))
    \(element("Knob", cType: "GtkKnob", parent: "Widget", getType: "gtk_knob_get_type", members: knobMembers))
    \(element("Spot", kind: "record", cType: "GtkSpot", getType: "gtk_spot_get_type", members: spotMembers))
    \(element("Trail", kind: "record", cType: "GtkTrail", getType: "gtk_trail_get_type", members: trailMembers))
        <enumeration name="Mood" c:type="GtkMood" glib:type-name="GtkMood" glib:get-type="gtk_mood_get_type">
          <member name="calm" value="0" c:identifier="GTK_MOOD_CALM"/>
          <member name="wild" value="1" c:identifier="GTK_MOOD_WILD"/>
        </enumeration>
      </namespace>
    </repository>
    """

    static let frobMembers = [
        callable("new", "gtk_frob_new", element: "constructor", returns: ("Widget", "GtkWidget*"),
                 parameters: [parameter("label", "utf8", "const char*")]),
        callable("new_with_count", "gtk_frob_new_with_count", element: "constructor", returns: ("Widget", "GtkWidget*"),
                 parameters: [parameter("count", "gint", "int")]),
        callable("get_label", "gtk_frob_get_label", returns: ("utf8", "const char*"), getsProperty: "label"),
        callable("set_label", "gtk_frob_set_label", parameters: [parameter("label", "utf8", "const char*")], setsProperty: "label"),
        callable("get_partner", "gtk_frob_get_partner", returns: ("Frob", "GtkFrob*"), parameters: [parameter("index", "gint", "int")]),
        callable("spin", "gtk_frob_spin"),
        callable("wobble", "gtk_frob_wobble", attributes: #"version="4.10""#),
        """
        <property name="label" writable="1" getter="get_label" setter="set_label">
          <attribute name="org.gtk.Property.get" value="gtk_frob_get_label"/>
          <attribute name="org.gtk.Property.set" value="gtk_frob_set_label"/>
          \(type("utf8", "gchar*"))
        </property>
        """,
        """
        <property name="spinning" writable="1" getter="get_spinning">
          \(type("gboolean", "gboolean"))
        </property>
        """,
        callable("get_spinning", "gtk_frob_get_spinning", returns: ("gboolean", "gboolean"), getsProperty: "spinning"),
        callable("set_spinning", "gtk_frob_set_spinning", parameters: [parameter("spinning", "gboolean", "gboolean")], setsProperty: "spinning"),
        callable("apply_mood", "gtk_frob_apply_mood", parameters: [parameter("mood", "Mood", "GtkMood")]),
        // Parameter names: a string's byte length, a setter's one argument, an abbreviation.
        callable("insert_text", "gtk_frob_insert_text",
                 parameters: [parameter("text", "utf8", "const char*"), parameter("len", "gint", "int")]),
        callable("set_hint", "gtk_frob_set_hint", parameters: [parameter("str", "utf8", "const char*")]),
        callable("get_double_with_default", "gtk_frob_get_double_with_default", returns: ("gdouble", "double"),
                 parameters: [parameter("key", "utf8", "const char*"), parameter("def", "gdouble", "double")]),
        // Records as arguments: a spot read (`const`), a spot moved (`inout`), a spot filled
        // in (caller-allocated out), a trail returned (transfer full).
        callable("visit", "gtk_frob_visit", parameters: [parameter("spot", "Spot", "const GtkSpot*")]),
        callable("advance", "gtk_frob_advance", parameters: [parameter("spot", "Spot", "GtkSpot*")]),
        callable("get_home", "gtk_frob_get_home",
                 parameters: [parameter("spot", "Spot", "GtkSpot*", #"direction="out" caller-allocates="1""#)]),
        callable("get_trail", "gtk_frob_get_trail", returns: ("Trail", "GtkTrail*"), transfer: "full"),
        """
        <glib:signal name="poked">
          <return-value transfer-ownership="none">\(type("none", "void"))</return-value>
        </glib:signal>
        """,
    ]

    /// A second widget with a `label` property, as Frob's (one GTK name on two classes).
    static let knobMembers = [
        callable("get_label", "gtk_knob_get_label", returns: ("utf8", "const char*"), getsProperty: "label"),
        callable("set_label", "gtk_knob_set_label", parameters: [parameter("label", "utf8", "const char*")], setsProperty: "label"),
        """
        <property name="label" writable="1" getter="get_label" setter="set_label">
          \(type("utf8", "gchar*"))
        </property>
        """,
    ]
    static let spotMembers = [
        field("x", "gint"),
        callable("get_x", "gtk_spot_get_x", instance: ("Spot", "const GtkSpot*"), returns: ("gint", "int")),
        callable("step", "gtk_spot_step", instance: ("Spot", "GtkSpot*"), returns: ("gboolean", "gboolean")),
    ]

    static let trailMembers = [
        callable("new", "gtk_trail_new", element: "constructor", returns: ("Trail", "GtkTrail*"), transfer: "full"),
        callable("get_length", "gtk_trail_get_length", instance: ("Trail", "GtkTrail*"), returns: ("gint", "int")),
        callable("free", "gtk_trail_free", instance: ("Trail", "GtkTrail*")),
    ]

    // MARK: - Element writers

    /// `<type name=… c:type=…/>`.
    static func type(_ name: String, _ cType: String) -> String {
        #"<type name="\#(name)" c:type="\#(cType)"/>"#
    }

    /// A `<field>` of type `name`.
    static func field(_ name: String, _ typeName: String) -> String {
        #"<field name="\#(name)"><type name="\#(typeName)"/></field>"#
    }

    /// A `<parameter>` (transfer none); `attributes` adds more (`direction="out"`).
    static func parameter(_ name: String, _ typeName: String, _ cType: String, _ attributes: String = "") -> String {
        #"<parameter name="\#(name)" transfer-ownership="none"\#(attributes.isEmpty ? "" : " " + attributes)>\#(type(typeName, cType))</parameter>"#
    }

    /// A `<method>` (or `element`, e.g. `constructor`) with its return value, instance
    /// parameter, parameters and `org.gtk.Method` property attributes.
    static func callable(_ name: String, _ symbol: String, element: String = "method", instance: (String, String)? = nil,
                         returns: (String, String) = ("none", "void"), transfer: String = "none",
                         parameters: [String] = [], getsProperty: String? = nil, setsProperty: String? = nil,
                         attributes: String = "") -> String {
        var lines = [#"<\#(element) name="\#(name)" c:identifier="\#(symbol)"\#(attributes.isEmpty ? "" : " " + attributes)>"#]
        if let getsProperty { lines.append(#"  <attribute name="org.gtk.Method.get_property" value="\#(getsProperty)"/>"#) }
        if let setsProperty { lines.append(#"  <attribute name="org.gtk.Method.set_property" value="\#(setsProperty)"/>"#) }
        lines.append(#"  <return-value transfer-ownership="\#(transfer)">\#(type(returns.0, returns.1))</return-value>"#)
        if instance != nil || !parameters.isEmpty {
            lines.append("  <parameters>")
            if let instance {
                lines.append(#"    <instance-parameter name="self" transfer-ownership="none">\#(type(instance.0, instance.1))</instance-parameter>"#)
            }
            lines += parameters.map { "    " + $0 }
            lines.append("  </parameters>")
        }
        lines.append("</\(element)>")
        return lines.joined(separator: "\n")
    }

    /// One `<class>` (or `kind`, e.g. `record`) element with its members, indented for the
    /// namespace.
    static func element(_ name: String, kind: String = "class", cType: String, parent: String? = nil,
                        getType: String, members: [String]) -> String {
        let parentAttribute = parent.map { #" parent="\#($0)""# } ?? ""
        var lines = [#"<\#(kind) name="\#(name)" c:type="\#(cType)"\#(parentAttribute) glib:type-name="\#(cType)" glib:get-type="\#(getType)">"#]
        for member in members { lines += member.split(separator: "\n").map { "  " + $0 } }
        lines.append("</\(kind)>")
        return lines.map { "    " + $0 }.joined(separator: "\n")
    }

    // MARK: - Running the generator

    /// The allow-list lines every test starts from: the .gir file, the hand-written core and
    /// GTK 4.8 as the newest API.
    static let base = core + "\nexisting Gtk.Widget Widget\nclass Gtk.Frob"

    /// `base` without the hand-written `Widget` and the generated `Frob`.
    static let core = """
    gir Mini-1.0.gir
    max-version Gtk 4.8
    c-import internal import CGtk
    existing GObject.Object Object
    """

    /// The files gir-gen writes for `base` plus `extra` allow-list lines (paths relative to
    /// the package: `Sources/Bindings/Gtk/Generated/<Class>.swift`, `Tests/Programs/GtkGeneratedSmoke/…`).
    static func generate(_ extra: String = "", base: String = base) throws -> [String: String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mini-gir-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try text.write(to: folder.appendingPathComponent("Mini-1.0.gir"), atomically: true, encoding: .utf8)
        let list = try AllowList.parse(base + "\n" + extra, path: "test-allowlist.txt")
        var repository = GIRRepository()
        try GIRLoader.load(list.girFiles, from: folder.path, into: &repository)
        let generator = try Generator(repository: repository, allowList: list)
        let output = try generator.generate()
        var files: [String: String] = [:]
        for (path, text) in output.files { files[list.outputFolder + "/" + path] = text }
        for (name, text) in SmokeEmitter.program(output.smoke, list: list) { files[list.smokeFolder + "/" + name] = text }
        return files
    }

    /// The generated `Frob.swift` for `extra` allow-list lines.
    static func frob(_ extra: String = "") throws -> String {
        try generate(extra)["Sources/Bindings/Gtk/Generated/Frob.swift"] ?? ""
    }

    /// The generated smoke test of `Frob` for `extra` allow-list lines (nil: none).
    static func smoke(_ extra: String = "") throws -> String? {
        try generate(extra)["Tests/Programs/GtkGeneratedSmoke/SmokeFrob.swift"]
    }

    /// The body of the initializer whose signature line contains `signature`, up to its
    /// closing brace (empty when there is none).
    static func initializer(_ signature: String, in file: String) -> String {
        guard let start = file.range(of: signature) else { return "" }
        let rest = file[start.lowerBound...]
        guard let end = rest.range(of: "\n    }\n") else { return String(rest) }
        return String(rest[..<end.upperBound])
    }
}
