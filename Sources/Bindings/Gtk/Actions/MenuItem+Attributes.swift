internal import CGtk

// Hand-written: g_menu_item_set_attribute_value and g_menu_model_get_item_attribute_value take
// and return GVariants, which gir-gen does not map.
extension MenuItem {
    /// Sets the string attribute `name` of the item (`g_menu_item_set_attribute_value`), e.g.
    /// `"accel"` (the accelerator GTK's popover menus show beside the label, `<Control>n`).
    public func setAttribute(_ name: String, string value: String) {
        g_menu_item_set_attribute_value(opaque(gobject), name, g_variant_new_string(value))
    }

    /// Sets the item's icon to the themed icon `iconName` (the `"icon"` attribute, as
    /// `g_menu_item_set_icon` stores it).
    public func setIcon(named iconName: String) {
        let icon = g_themed_icon_new(iconName)
        defer { g_object_unref(untyped(icon!)) }
        g_menu_item_set_icon(opaque(gobject), icon)
    }
}

extension MenuModel {
    /// One item of a menu model as GTK shows it: its label, its detailed action and its
    /// accelerator, with the label of the section it is in (nil outside a section, "" in an
    /// unlabelled one).
    public struct Entry: Equatable, Sendable {
        /// The item's label.
        public var label: String
        /// The action it activates (`"cmd.save"`), or nil.
        public var action: String?
        /// The `"accel"` attribute (`<Control>s`), or nil.
        public var accelerator: String?
        /// The label of the section holding the item.
        public var section: String?
        /// The string `"target"` the item activates its action with (a radio item's value), or nil.
        public var target: String?

        /// An entry (for comparisons in tests).
        public init(label: String, action: String?, accelerator: String? = nil, section: String? = nil, target: String? = nil) {
            self.label = label
            self.action = action
            self.accelerator = accelerator
            self.section = section
            self.target = target
        }
    }

    /// The items of this model, sections flattened in order (`g_menu_model_get_item_attribute_value`,
    /// `g_menu_model_get_item_link`). For tests and inspection.
    public var entries: [Entry] { Self.entries(of: cast(gobject), section: nil) }

    private static func entries(of model: UnsafeMutablePointer<GMenuModel>, section: String?) -> [Entry] {
        var result: [Entry] = []
        for index in 0..<g_menu_model_get_n_items(model) {
            if let link = g_menu_model_get_item_link(model, index, "section") {
                defer { g_object_unref(raw(link)) }
                result += entries(of: link, section: string(model, index, "label") ?? "")
                continue
            }
            result.append(Entry(label: string(model, index, "label") ?? "", action: string(model, index, "action"),
                                accelerator: string(model, index, "accel"), section: section, target: string(model, index, "target")))
        }
        return result
    }

    private static func string(_ model: UnsafeMutablePointer<GMenuModel>, _ index: gint, _ name: String) -> String? {
        guard let value = g_menu_model_get_item_attribute_value(model, index, name, nil) else { return nil }
        defer { g_variant_unref(value) }
        guard g_variant_is_of_type(value, g_variant_type_checked_("s")) != 0 else { return nil }
        return String(cString: g_variant_get_string(value, nil))
    }
}
