import Gtk

/// A custom widget the examples share, defined through the `Gtk` product only: a bar chart
/// of levels (0…100), drawn with a snapshot (bars as colour nodes, the axis with cairo).
///
/// Two ways to feed it: follow its `level` property, a real GObject property (Widget
/// Factory binds an adjustment to it with `bindProperty`; each change adds a bar), or
/// ``show(_:)`` a whole series (the demo's album detail shows its track lengths).
@MainActor
public final class LevelChart: Widget, CustomWidget, Accessible {
    /// The latest level, 0…100: each change appends a bar.
    public static let level = ObjectProperty<Double>("level", default: 0, range: 0...100)
    /// The GType: `ExampleLevelChart`, an image to assistive technologies.
    public static let typeDefinition = ObjectTypeDefinition(
        name: "ExampleLevelChart", parent: "GtkWidget", properties: [level],
        cssName: "levelchart", accessibleRole: .img)

    /// The most bars shown.
    public static let capacity = 12
    /// The bars, oldest first (0…100 each).
    public private(set) var history: [Double] = []
    /// How many bars fit across: ``capacity`` while following the level, the series'
    /// count after ``show(_:)``.
    public private(set) var slotCount = LevelChart.capacity

    /// Shows `values` (0…100 each; the last ``capacity`` of them), one bar each, across the
    /// whole width.
    public func show(_ values: [Double]) {
        let shown = values.suffix(Self.capacity).map { min(max($0, 0), 100) }
        guard shown != history || slotCount != max(1, shown.count) else { return }
        history = Array(shown)
        slotCount = max(1, shown.count)
        queueDraw()
    }

    /// Starts following its own `level` property (call once, after creating the chart).
    public func startFollowingLevel() {
        onNotify(Self.level) { [weak self] value in self?.record(value) }
        record(self[Self.level])
    }

    private func record(_ value: Double) {
        history.append(value)
        if history.count > Self.capacity { history.removeFirst(history.count - Self.capacity) }
        queueDraw()
    }
}
