import Gtk

/// A widget of this example laid out in Blueprint (`StepperPanel.blp`, compiled at build
/// time by the `BlueprintPlugin` into `StepperPanelBlueprint`) and bound as a composite
/// template: a step count with back, forward and reset buttons and a level bar.
///
/// The Swift side declares the template children it reads and the closures the file's
/// signal handlers name; everything else (spacing, icons, tooltips, style classes) is in
/// the Blueprint file.
@MainActor
public final class StepperPanel: Widget, ObjectSubclass {
    /// The label showing the count.
    public static let count = TemplateChild<Label>("count")
    /// The "one step back" button.
    public static let decrement = TemplateChild<Button>("decrement")
    /// The "one step forward" button.
    public static let increment = TemplateChild<Button>("increment")
    /// The reset button.
    public static let reset = TemplateChild<Button>("reset")
    /// The level bar following the count (0…10).
    public static let meter = TemplateChild<LevelBar>("meter")

    /// The GType `WidgetFactoryStepperPanel`, a `GtkBox` built from `StepperPanel.blp`.
    public static let typeDefinition = ObjectTypeDefinition(
        name: "WidgetFactoryStepperPanel", parent: "GtkBox",
        template: WidgetTemplate(
            xml: StepperPanelBlueprint.xml, file: StepperPanelBlueprint.file,
            children: [count, decrement, increment, reset, meter],
            callbacks: [
                TemplateCallback<StepperPanel>("step_back") { panel, _ in panel.steps -= 1 },
                TemplateCallback<StepperPanel>("step_forward") { panel, _ in panel.steps += 1 },
                TemplateCallback<StepperPanel>("reset") { panel, _ in panel.steps = 0 },
            ]))

    /// The most steps.
    public static let maximum = 10

    /// The count, 0…`maximum`; shown on the label and the level bar.
    public var steps = 0 {
        didSet {
            steps = min(max(steps, 0), Self.maximum)
            show()
        }
    }

    private func show() {
        self[Self.count].label = "\(steps)"
        self[Self.meter].value = Double(steps)
        self[Self.decrement].isSensitive = steps > 0
        self[Self.increment].isSensitive = steps < Self.maximum
    }

    /// Shows the initial count (call once, after creating the panel).
    public func start() { show() }
}
