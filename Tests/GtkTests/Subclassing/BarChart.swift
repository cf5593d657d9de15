import Gtk

/// A custom widget for the tests: bars drawn with a snapshot colour node and a cairo
/// outline, measured from its `bar-count` property.
@MainActor
final class BarChart: Widget, CustomWidget, Accessible {
    static let values = ObjectProperty<String>("values", default: "")
    static let typeDefinition = ObjectTypeDefinition(
        name: "TestBarChart", parent: "GtkWidget", properties: [values],
        cssName: "barchart", accessibleRole: .img)

    static let barWidth = 20
    static let barColor = Color(red: 1, green: 0, blue: 0)
    static let lineColor = Color(red: 0, green: 0, blue: 1)

    var drawCount = 0
    var measureCount = 0
    var allocations: [Rect] = []

    /// The bar heights, 0…1.
    var bars: [Double] {
        get { self[Self.values].split(separator: ",").compactMap { Double($0) } }
        set { self[Self.values] = newValue.map { "\($0)" }.joined(separator: ",") }
    }

    func draw(_ snapshot: Snapshot) {
        drawCount += 1
        let height = contentBoxHeight
        for (index, value) in bars.enumerated() {
            let barHeight = Int(Double(height) * value)
            snapshot.appendColor(Self.barColor, in: Rect(x: index * Self.barWidth, y: height - barHeight, width: Self.barWidth - 4, height: barHeight))
        }
        snapshot.appendCairo(in: Rect(width: contentBoxWidth, height: height)) { cairo in
            cairo.setColor(Self.lineColor)
            cairo.rectangle(x: 0, y: 0, width: Double(contentBoxWidth), height: 4)
            cairo.fill()
        }
    }

    func measure(_ orientation: Orientation, forSize size: Int) -> WidgetMeasurement {
        measureCount += 1
        return orientation == .horizontal
            ? WidgetMeasurement(minimum: max(1, bars.count) * Self.barWidth, natural: max(1, bars.count) * Self.barWidth)
            : WidgetMeasurement(minimum: 40, natural: 100)
    }

    func allocate(width: Int, height: Int, baseline: Int) {
        allocations.append(Rect(width: width, height: height))
    }
}
