import Gtk

// The chart's drawing and size (a file of its own: a module of one file is compiled by
// meson's swiftc call as a program's main file).
extension LevelChart {
    /// Draws the bars (blue) and a base line (mid grey, visible on light and dark styles)
    /// along the bottom.
    public func draw(_ snapshot: Snapshot) {
        let width = contentBoxWidth, height = contentBoxHeight
        guard width > 0, height > 4 else { return }
        let slot = max(1, width / slotCount)
        for (index, value) in history.enumerated() {
            let barHeight = Int(Double(height - 4) * value / 100)
            snapshot.appendColor(Color(red: 0.21, green: 0.52, blue: 0.89),
                                 in: Rect(x: index * slot + 1, y: height - 4 - barHeight, width: slot - 2, height: barHeight))
        }
        snapshot.appendCairo(in: Rect(width: width, height: height)) { cairo in
            cairo.setColor(Color(red: 0.55, green: 0.55, blue: 0.55))
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
