import Gtk

/// How much sun a seed wants, drawn as three small suns: one lit for partial shade, two
/// for partial sun, three for full sun. A custom widget of this package, defined through
/// WorkflowGtk's `Gtk` product: its `suns` property is a real GObject property (a `.ui`
/// or Blueprint file sets it, `notify::suns` follows each change), it measures and draws
/// itself, and assistive technologies read it as an image named by ``summary(forSuns:)``.
///
/// Call ``followSuns()`` once after creating the gauge (or first reading it from a
/// template): from then on each change of `suns` redraws it and renames it.
@MainActor
public final class SunGauge: Widget, CustomWidget, Accessible {
    /// The suns lit, 0…``maximum`` (0: shade).
    public static let suns = ObjectProperty<Int>("suns", default: 0, range: 0...SunGauge.maximum)
    /// The GType `SeedsSunGauge` (CSS node `sungauge`), an image to assistive technologies.
    public static let typeDefinition = ObjectTypeDefinition(
        name: "SeedsSunGauge", parent: "GtkWidget", properties: [suns],
        cssName: "sungauge", accessibleRole: .img)

    /// The suns drawn.
    public static let maximum = 3
    /// The side of one sun's square, in pixels.
    public static let cell = 24
    /// The space between two suns.
    public static let gap = 6

    /// The words for `suns`: "Shade", "Partial shade", "Partial sun" or "Full sun".
    public static func summary(forSuns suns: Int) -> String {
        ["Shade", "Partial shade", "Partial sun", "Full sun"][min(max(suns, 0), maximum)]
    }

    private var following = false

    /// Starts following `suns` (once; later calls do nothing): names the gauge and redraws it
    /// now and after each change.
    public func followSuns() {
        guard !following else { return }
        following = true
        onNotify(Self.suns) { [weak self] suns in self?.show(suns) }
        show(self[Self.suns])
    }

    private func show(_ suns: Int) {
        let summary = Self.summary(forSuns: suns)
        setAccessibleLabel(summary)
        tooltip = summary
        queueDraw()
    }

    /// The middle of sun `index` (from the start), vertically centred in the allocation.
    static func centre(ofSun index: Int, height: Int) -> (x: Double, y: Double) {
        (Double(index * (cell + gap)) + Double(cell) / 2, Double(height) / 2)
    }
}
