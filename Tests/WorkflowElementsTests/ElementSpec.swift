import Gtk
import GtkTestSupport
import WorkflowElements

/// A random element tree as plain data: what the property test mutates, prints and turns
/// into elements.
struct ElementSpec: CustomStringConvertible {
    enum Kind: CaseIterable {
        case label, button, textField, toggle, checkBox, image, spinner, progress, spacer, separator, custom, screen
        case column, row, grid, overlay, scroll
        var isContainer: Bool { [.column, .row, .grid, .overlay, .scroll].contains(self) }
    }

    var kind: Kind
    /// The text, title, icon name… (depending on the kind).
    var text: String
    /// A number: spacing, fraction step, pixel size, min length.
    var number: Int
    /// A flag: on, checked, spinning, wraps, scrolls sideways.
    var flag: Bool
    var key: String?
    var margins: Int?
    var alignment: Align?
    var expand: Bool?
    var cssClasses: [String] = []
    var tooltip: String?
    var accessibleLabel: String?
    var heading: Int?
    var enabled = true
    var visible = true
    var cell: (Int, Int)?
    var children: [ElementSpec] = []

    var description: String { lines(depth: 0).joined(separator: "\n") }

    private func lines(depth: Int) -> [String] {
        var line = String(repeating: "  ", count: depth) + "\(kind) \"\(text)\" n=\(number) flag=\(flag)"
        if let key { line += " key=\(key)" }
        if let margins { line += " margins=\(margins)" }
        if let alignment { line += " align=\(alignment)" }
        if let expand { line += " expand=\(expand)" }
        if !cssClasses.isEmpty { line += " classes=\(cssClasses)" }
        if let tooltip { line += " tooltip=\(tooltip)" }
        if let accessibleLabel { line += " a11y=\(accessibleLabel)" }
        if let heading { line += " heading=\(heading)" }
        if !enabled { line += " disabled" }
        if !visible { line += " hidden" }
        if let cell { line += " cell=\(cell)" }
        return [line] + children.flatMap { $0.lines(depth: depth + 1) }
    }

    // MARK: Elements

    var element: AnyElement {
        var element = content
        if let margins { element = element.padding(margins) }
        if let alignment { element = element.alignment(horizontal: alignment, vertical: alignment) }
        if let expand { element = element.expand(horizontal: expand, vertical: expand) }
        for name in cssClasses { element = element.cssClass(name) }
        if let tooltip { element = element.tooltip(tooltip) }
        if let accessibleLabel { element = element.accessibilityLabel(accessibleLabel) }
        if let heading { element = element.heading(level: heading) }
        if !enabled { element = element.enabled(false) }
        if !visible { element = element.visible(false) }
        if let cell { element = element.gridCell(column: cell.0, row: cell.1) }
        if let key { element = element.key(key) }
        return element
    }

    private var content: AnyElement {
        let children = self.children.map(\.element)
        switch kind {
        case .label: return Label(text, wraps: flag).anyElement
        case .button: return Button(text, onTap: {}).anyElement
        case .textField: return TextField(text: text, placeholder: flag ? "hint" : nil, onChange: { _ in }).anyElement
        case .toggle: return Toggle(isOn: flag, onChange: { _ in }).anyElement
        case .checkBox: return CheckBox(text, isChecked: flag, onChange: { _ in }).anyElement
        case .image: return Image(iconName: flag ? "folder-symbolic" : "edit-find-symbolic", pixelSize: number > 2 ? number * 8 : nil).anyElement
        case .spinner: return Spinner(isSpinning: flag).anyElement
        case .progress: return ProgressBar(fraction: Double(number) / 4, text: flag ? text : nil).anyElement
        case .spacer: return Spacer(minLength: number * 3).anyElement
        case .separator: return Separator().anyElement
        case .custom: return CustomWidget(make: { Gtk.Label() }, update: { [text] in $0.text = "custom " + text }).anyElement
        case .screen: return EmbeddedScreen(InnerScreen(text: text)).anyElement
        case .column: return Column(spacing: number, children: children).anyElement
        case .row: return Row(spacing: number, children: children).anyElement
        case .grid: return Grid(rowSpacing: number, columnSpacing: flag ? 2 : 0) { children }.anyElement
        case .overlay: return Overlay { children }.anyElement
        case .scroll: return ScrollView(scrollsHorizontally: flag) { children }.anyElement
        }
    }

    // MARK: Generation

    static let words = ["alpha", "beta", "gamma", "delta", ""]
    static let labels = ["alpha", "beta", "gamma", "delta"]
    static let keys = ["a", "b", "c", "d", "e", "f"]

    static func random(depth: Int, using random: inout SeededRandom) -> ElementSpec {
        let kinds = depth >= 3 ? Kind.allCases.filter { !$0.isContainer } : Kind.allCases
        var spec = ElementSpec(kind: random.pick(kinds), text: random.pick(words), number: random.int(0...4), flag: random.chance(0.5))
        spec.randomizeModifiers(using: &random)
        if spec.kind.isContainer {
            let count = spec.kind == .scroll ? 1 : random.int(0...4)
            spec.children = (0..<count).map { _ in ElementSpec.random(depth: depth + 1, using: &random) }
            spec.randomizeKeys(using: &random)
        }
        return spec
    }

    mutating func randomizeModifiers(using random: inout SeededRandom) {
        margins = random.chance(0.2) ? random.int(0...6) : nil
        alignment = random.chance(0.15) ? random.pick([.start, .center, .end, .fill]) : nil
        expand = random.chance(0.15) ? random.chance(0.5) : nil
        cssClasses = random.chance(0.2) ? Array(["card", "dim-label", "title-2"].shuffled(using: &random).prefix(random.int(1...2))) : []
        tooltip = random.chance(0.1) ? random.pick(Self.words) : nil
        accessibleLabel = random.chance(0.1) ? random.pick(Self.labels) : nil
        heading = random.chance(0.08) ? random.int(1...3) : nil
        enabled = !random.chance(0.1)
        visible = !random.chance(0.08)
        cell = random.chance(0.3) ? (random.int(0...2), random.int(0...2)) : nil
    }

    mutating func randomizeKeys(using random: inout SeededRandom) {
        let keyed = random.chance(0.5)
        var pool = Self.keys.shuffled(using: &random)
        for index in children.indices {
            children[index].key = keyed && !pool.isEmpty && random.chance(0.8) ? pool.removeLast() : nil
        }
    }

    /// A random edit somewhere in the tree: a value, a modifier, the kind, or (in a
    /// container) an insert, a removal or a move of a child.
    mutating func mutate(depth: Int = 0, using random: inout SeededRandom) {
        if !children.isEmpty, random.chance(0.6) {
            let index = random.int(0...children.count - 1)
            children[index].mutate(depth: depth + 1, using: &random)
            return
        }
        switch random.int(0...9) {
        case 0, 1:
            text = random.pick(Self.words)
            number = random.int(0...4)
        case 2:
            flag.toggle()
        case 3:
            randomizeModifiers(using: &random)
        case 4:
            let replacement = Self.random(depth: depth, using: &random)
            let key = self.key
            self = replacement
            self.key = key
        case 5 where kind.isContainer && kind != .scroll:
            var child = Self.random(depth: depth + 1, using: &random)
            child.key = Self.keys.first { candidate in !children.contains { $0.key == candidate } }.flatMap { random.chance(0.7) ? $0 : nil }
            children.insert(child, at: random.int(0...children.count))
        case 6 where kind.isContainer && kind != .scroll && !children.isEmpty:
            children.remove(at: random.int(0...children.count - 1))
        case 7 where kind.isContainer && children.count > 1:
            let child = children.remove(at: random.int(0...children.count - 1))
            children.insert(child, at: random.int(0...children.count))
        case 8 where kind.isContainer && kind != .scroll:
            children.shuffle(using: &random)
        default:
            randomizeKeys(using: &random)
        }
    }
}

/// A screen shown by an `EmbeddedScreen` in random trees.
struct InnerScreen: ElementScreen {
    var text: String
    var element: some Element { Label("inner " + text).cssClass("inner") }
}

/// The screen the property test shows: its spec's element tree.
struct SpecScreen: ElementScreen {
    var spec: ElementSpec
    var element: some Element { spec.element }
}
