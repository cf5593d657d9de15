import Gtk

/// A custom widget defined in this example through the `Gtk` product only: a bar chart of
/// recent levels, drawn with a snapshot (bars as colour nodes, the axis with cairo). Its
/// `level` property is a real GObject property, so the page binds the shared adjustment to
/// it with `bindProperty`; each change of the level adds a bar.
@MainActor
public final class LevelChart: Widget, CustomWidget, Accessible {
    /// The latest level, 0…100: each change appends a bar.
    public static let level = ObjectProperty<Double>("level", default: 0, range: 0...100)
    /// The GType: `WidgetFactoryLevelChart`, an image to assistive technologies.
    public static let typeDefinition = ObjectTypeDefinition(
        name: "WidgetFactoryLevelChart", parent: "GtkWidget", properties: [level],
        cssName: "levelchart", accessibleRole: .img)

    /// The most bars shown.
    public static let capacity = 12
    /// The bars, oldest first (0…100 each).
    public private(set) var history: [Double] = []

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

    /// Draws the bars (blue) and a base line (dark grey) along the bottom.
    public func draw(_ snapshot: Snapshot) {
        let width = contentBoxWidth, height = contentBoxHeight
        guard width > 0, height > 4 else { return }
        let slot = max(1, width / Self.capacity)
        for (index, value) in history.enumerated() {
            let barHeight = Int(Double(height - 4) * value / 100)
            snapshot.appendColor(Color(red: 0.21, green: 0.52, blue: 0.89),
                                 in: Rect(x: index * slot + 1, y: height - 4 - barHeight, width: slot - 2, height: barHeight))
        }
        snapshot.appendCairo(in: Rect(width: width, height: height)) { cairo in
            cairo.setColor(Color(red: 0.25, green: 0.25, blue: 0.25))
            cairo.rectangle(x: 0, y: Double(height - 3), width: Double(width), height: 3)
            cairo.fill()
        }
    }

    /// Wide enough for every bar at 8 pixels; 60 pixels tall, 120 preferred.
    public func measure(_ orientation: Orientation, forSize size: Int) -> WidgetMeasurement {
        orientation == .horizontal
            ? WidgetMeasurement(minimum: Self.capacity * 8, natural: Self.capacity * 16)
            : WidgetMeasurement(minimum: 60, natural: 120)
    }
}
