import Foundation
@testable import GirGen

/// A small `.gir` file (GObject.Object, Gtk.Widget and one widget class `Gtk.Frob` with
/// constructors, properties, methods, a signal and an enumeration) and a way to run the
/// generator over it with a given allow-list, without touching the package's files.
enum MiniGIR {
    static let text = """
    <?xml version="1.0"?>
    <repository version="1.2" xmlns="http://www.gtk.org/introspection/core/1.0" xmlns:c="http://www.gtk.org/introspection/c/1.0" xmlns:glib="http://www.gtk.org/introspection/glib/1.0">
      <namespace name="GObject" version="2.0">
        <class name="Object" c:type="GObject" glib:type-name="GObject" glib:get-type="g_object_get_type">
          <field name="g_type_instance"><type name="gpointer"/></field>
        </class>
      </namespace>
      <namespace name="Gtk" version="4.0">
        <class name="Widget" c:type="GtkWidget" parent="GObject.Object" glib:type-name="GtkWidget" glib:get-type="gtk_widget_get_type">
          <field name="parent_instance"><type name="GObject.Object"/></field>
        </class>
        <class name="Frob" c:type="GtkFrob" parent="Widget" glib:type-name="GtkFrob" glib:get-type="gtk_frob_get_type">
          <constructor name="new" c:identifier="gtk_frob_new">
            <return-value transfer-ownership="none"><type name="Widget" c:type="GtkWidget*"/></return-value>
            <parameters>
              <parameter name="label" transfer-ownership="none"><type name="utf8" c:type="const char*"/></parameter>
            </parameters>
          </constructor>
          <constructor name="new_with_count" c:identifier="gtk_frob_new_with_count">
            <return-value transfer-ownership="none"><type name="Widget" c:type="GtkWidget*"/></return-value>
            <parameters>
              <parameter name="count" transfer-ownership="none"><type name="gint" c:type="int"/></parameter>
            </parameters>
          </constructor>
          <method name="get_label" c:identifier="gtk_frob_get_label">
            <attribute name="org.gtk.Method.get_property" value="label"/>
            <return-value transfer-ownership="none"><type name="utf8" c:type="const char*"/></return-value>
          </method>
          <method name="set_label" c:identifier="gtk_frob_set_label">
            <attribute name="org.gtk.Method.set_property" value="label"/>
            <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
            <parameters>
              <parameter name="label" transfer-ownership="none"><type name="utf8" c:type="const char*"/></parameter>
            </parameters>
          </method>
          <method name="get_partner" c:identifier="gtk_frob_get_partner">
            <return-value transfer-ownership="none"><type name="Frob" c:type="GtkFrob*"/></return-value>
            <parameters>
              <parameter name="index" transfer-ownership="none"><type name="gint" c:type="int"/></parameter>
            </parameters>
          </method>
          <method name="spin" c:identifier="gtk_frob_spin">
            <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
          </method>
          <method name="wobble" c:identifier="gtk_frob_wobble" version="4.10">
            <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
          </method>
          <property name="label" writable="1" getter="get_label" setter="set_label">
            <attribute name="org.gtk.Property.get" value="gtk_frob_get_label"/>
            <attribute name="org.gtk.Property.set" value="gtk_frob_set_label"/>
            <type name="utf8" c:type="gchar*"/>
          </property>
          <property name="spinning" writable="1" getter="get_spinning">
            <type name="gboolean" c:type="gboolean"/>
          </property>
          <method name="get_spinning" c:identifier="gtk_frob_get_spinning">
            <attribute name="org.gtk.Method.get_property" value="spinning"/>
            <return-value transfer-ownership="none"><type name="gboolean" c:type="gboolean"/></return-value>
          </method>
          <method name="set_spinning" c:identifier="gtk_frob_set_spinning">
            <attribute name="org.gtk.Method.set_property" value="spinning"/>
            <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
            <parameters>
              <parameter name="spinning" transfer-ownership="none"><type name="gboolean" c:type="gboolean"/></parameter>
            </parameters>
          </method>
          <method name="apply_mood" c:identifier="gtk_frob_apply_mood">
            <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
            <parameters>
              <parameter name="mood" transfer-ownership="none"><type name="Mood" c:type="GtkMood"/></parameter>
            </parameters>
          </method>
          <glib:signal name="poked">
            <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
          </glib:signal>
        </class>
        <enumeration name="Mood" c:type="GtkMood" glib:type-name="GtkMood" glib:get-type="gtk_mood_get_type">
          <member name="calm" value="0" c:identifier="GTK_MOOD_CALM"/>
          <member name="wild" value="1" c:identifier="GTK_MOOD_WILD"/>
        </enumeration>
      </namespace>
    </repository>
    """

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
    /// the package: `Sources/Gtk/Generated/Frob.swift`, `Sources/GtkGeneratedSmoke/…`).
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
        try generate(extra)["Sources/Gtk/Generated/Frob.swift"] ?? ""
    }

    /// The generated smoke test of `Frob` for `extra` allow-list lines (nil: none).
    static func smoke(_ extra: String = "") throws -> String? {
        try generate(extra)["Sources/GtkGeneratedSmoke/SmokeFrob.swift"]
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
