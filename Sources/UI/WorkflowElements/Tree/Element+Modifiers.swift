import Gtk

/// Modifiers: each returns the element with one widget-level value set. Applying the same
/// modifier twice keeps the last value (CSS classes add up).
extension Element {
    /// The element with `change` applied to its modifier values: in place when this call
    /// holds the only reference to them (the second modifier of a chain such as
    /// `.cssClass("flat").expand(horizontal: true)`: one box a chain, not one a modifier),
    /// else to a copy in a new box.
    private consuming func modified(_ change: (inout ModifierValues) -> Void) -> AnyElement {
        var element = anyElement
        _ = consume self
        if isKnownUniquelyReferenced(&element.modifiers) {
            change(&element.modifiers!.values)
            return element
        }
        var values = element.modifiers?.values ?? ModifierValues()
        change(&values)
        element.modifiers = ModifierBox(values)
        return element
    }

    /// Space around the element on every side, in pixels (the widget's margins).
    public consuming func padding(_ all: Int) -> AnyElement {
        modified { $0.margins = Margins(all: all) }
    }

    /// Space around the element per side, in pixels (the widget's margins).
    public consuming func padding(top: Int = 0, start: Int = 0, bottom: Int = 0, end: Int = 0) -> AnyElement {
        modified { $0.margins = Margins(top: top, start: start, bottom: bottom, end: end) }
    }

    /// How the element sits in extra space its parent gives it (`.fill` stretches it).
    public consuming func alignment(horizontal: Align = .fill, vertical: Align = .fill) -> AnyElement {
        modified {
            $0.horizontalAlignment = horizontal
            $0.verticalAlignment = vertical
        }
    }

    /// Whether the element takes extra space along each axis; nil leaves GTK's default
    /// (a container expands when a child does).
    public consuming func expand(horizontal: Bool? = nil, vertical: Bool? = nil) -> AnyElement {
        modified {
            $0.expandsHorizontally = horizontal
            $0.expandsVertically = vertical
        }
    }

    /// Adds a CSS class to the element's widget (for the application's stylesheet or a
    /// theme class such as `title-1`, `dim-label` or `suggested-action`).
    public consuming func cssClass(_ name: String) -> AnyElement {
        modified { if !$0.cssClasses.contains(name) { $0.cssClasses.append(name) } }
    }

    /// The label assistive technologies read for the element, instead of its own text.
    public consuming func accessibilityLabel(_ label: String?) -> AnyElement {
        modified { $0.accessibleLabel = label }
    }

    /// The element's accessible role. GTK fixes a widget's role when it is made: an
    /// element whose role changes gets a new widget.
    public consuming func accessibilityRole(_ role: AccessibleRole) -> AnyElement {
        modified { $0.role = role }
    }

    /// Marks the element as a heading of `level` (1 is the top level) for assistive
    /// technologies: the heading role and its level.
    public consuming func heading(level: Int) -> AnyElement {
        modified {
            $0.role = .heading
            $0.headingLevel = level
        }
    }

    /// Whether the element reacts to input; `false` greys it out.
    public consuming func enabled(_ isEnabled: Bool) -> AnyElement {
        modified { $0.isSensitive = isEnabled }
    }

    /// Whether the element is shown; a hidden element keeps its widget and takes no space.
    public consuming func visible(_ isVisible: Bool) -> AnyElement {
        modified { $0.isVisible = isVisible }
    }

    /// The tooltip shown when the pointer rests on the element; nil for none.
    public consuming func tooltip(_ text: String?) -> AnyElement {
        modified { $0.tooltip = text }
    }

    /// The element's identity among its siblings: across updates, the child with the same
    /// key keeps its widget wherever it moves. Without a key, children are matched by
    /// position. Keys match by type and value (`1` and `"1"` are different keys); `Int`
    /// keys, such as ids, are the cheapest to match.
    public consuming func key(_ key: some Hashable) -> AnyElement {
        var element = anyElement
        _ = consume self
        element.key = ElementKey(key)
        return element
    }

    /// Where the element sits in its `Grid`.
    public consuming func gridCell(column: Int, row: Int, width: Int = 1, height: Int = 1) -> AnyElement {
        modified { $0.gridCell = GridCell(column: column, row: row, width: width, height: height) }
    }
}
