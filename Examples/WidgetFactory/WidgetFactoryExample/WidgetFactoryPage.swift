import ExampleWidgets
import Gtk

/// The first page of GTK 4's Widget Factory (switches, check buttons, a scale, a spin
/// button, a drop-down, entries, a progress bar and a level bar), written with the wrappers
/// generated from GObject Introspection, plus a custom widget the examples share
/// (`LevelChart`, in `Examples/Shared/ExampleWidgets`) that shows the value's history and a panel laid out in Blueprint
/// (`StepperPanel`).
///
/// The controls are wired as in the original: the scale and the spin button share one
/// `Adjustment`, the progress bar and level bar follow it, and the "Enabled" switch makes the
/// controls sensitive or not. Build it once a display is open (e.g. in `viewDidLoad()`).
@MainActor
public final class WidgetFactoryPage {
    /// The page's root widget: a grid of framed groups.
    public let root = Grid()
    /// Enables or disables every other control on the page.
    public let enabledSwitch = Switch()
    /// A second switch, off.
    public let otherSwitch = Switch()
    /// Three check buttons; the third starts inconsistent.
    public let checks = [CheckButton(label: "Check 1"), CheckButton(label: "Check 2"), CheckButton(label: "Check 3")]
    /// The value shared by the scale, the spin button and the progress and level bars.
    public let adjustment = Adjustment(value: 50, lower: 0, upper: 100, stepIncrement: 1, pageIncrement: 10, pageSize: 0)
    /// A horizontal scale on `adjustment`.
    public let scale: Scale
    /// A spin button on `adjustment`.
    public let spinButton: SpinButton
    /// A drop-down with three entries.
    public let dropDown = DropDown(strings: ["Left", "Center", "Right"])
    /// A search entry.
    public let searchEntry = SearchEntry()
    /// A password entry with a peek icon.
    public let passwordEntry = PasswordEntry()
    /// A progress bar showing `adjustment` as a fraction.
    public let progressBar = ProgressBar()
    /// A level bar showing `adjustment`.
    public let levelBar = LevelBar(minValue: 0, maxValue: 100)
    /// The frame around the controls the "Enabled" switch governs.
    public let controls = Frame(label: "Controls")
    /// The examples' shared custom widget (`LevelChart`): the history of the shared
    /// value, bound to `adjustment` with `bindProperty`.
    public let chart = LevelChart()
    /// A widget laid out in Blueprint (`StepperPanel.blp`) and bound as a composite template.
    public let stepper = StepperPanel()

    /// Builds the page; requires an open display.
    public init() {
        scale = Scale(orientation: .horizontal, adjustment: adjustment)
        spinButton = SpinButton(adjustment: adjustment, climbRate: 1, digits: 0)
        layOut()
        wire()
    }

    private func layOut() {
        root.rowSpacing = 12
        root.columnSpacing = 12
        root.setMargins(18)

        let switches = Grid()
        switches.rowSpacing = 6
        switches.columnSpacing = 12
        enabledSwitch.isActive = true
        switches.setMargins(8)
        switches.attach(caption("Enabled"), column: 0, row: 0, width: 1, height: 1)
        switches.attach(enabledSwitch, column: 1, row: 0, width: 1, height: 1)
        switches.attach(caption("Other"), column: 0, row: 1, width: 1, height: 1)
        switches.attach(otherSwitch, column: 1, row: 1, width: 1, height: 1)
        let switchFrame = Frame(label: "Switches")
        switchFrame.child = switches
        root.attach(switchFrame, column: 0, row: 0, width: 1, height: 1)

        let checkGrid = Grid()
        checkGrid.rowSpacing = 6
        checkGrid.setMargins(8)
        checks[0].isActive = true
        checks[2].isInconsistent = true
        for (row, check) in checks.enumerated() { checkGrid.attach(check, column: 0, row: row, width: 1, height: 1) }
        let checkFrame = Frame(label: "Check buttons")
        checkFrame.child = checkGrid
        root.attach(checkFrame, column: 0, row: 1, width: 1, height: 1)

        let grid = Grid()
        grid.rowSpacing = 8
        grid.columnSpacing = 8
        grid.setMargins(8)
        scale.drawValue = true
        scale.digits = 0
        scale.expandsHorizontally = true
        scale.setSizeRequest(width: 200, height: -1)
        passwordEntry.showPeekIcon = true
        passwordEntry.text = "hunter2"
        searchEntry.text = "Search"
        progressBar.showText = true
        grid.attach(scale, column: 0, row: 0, width: 2, height: 1)
        grid.attach(spinButton, column: 0, row: 1, width: 1, height: 1)
        grid.attach(dropDown, column: 1, row: 1, width: 1, height: 1)
        grid.attach(searchEntry, column: 0, row: 2, width: 2, height: 1)
        grid.attach(passwordEntry, column: 0, row: 3, width: 2, height: 1)
        grid.attach(progressBar, column: 0, row: 4, width: 2, height: 1)
        grid.attach(levelBar, column: 0, row: 5, width: 2, height: 1)
        controls.child = grid
        root.attach(controls, column: 1, row: 0, width: 1, height: 2)
        chart.setAccessibleLabel("Level history")
        chart.setMargins(8)
        let chartFrame = Frame(label: "Level history")
        chartFrame.child = chart
        root.attach(chartFrame, column: 0, row: 2, width: 2, height: 1)
        stepper.start()
        let stepperFrame = Frame(label: "Laid out in Blueprint")
        stepperFrame.child = stepper
        root.attach(stepperFrame, column: 0, row: 3, width: 2, height: 1)
        showValue()
    }

    /// A one-line text caption (`GtkInscription`) wide enough for `text`.
    private func caption(_ text: String) -> Inscription {
        let caption = Inscription(text: text)
        caption.minChars = text.count
        caption.natChars = text.count
        caption.yAlign = 0.5
        return caption
    }

    private func wire() {
        // The closures capture the page weakly: the widgets may outlive it.
        adjustment.onValueChanged { [weak self] in self?.showValue() }
        enabledSwitch.onNotifyIsActive { [weak self] active in self?.controls.isSensitive = active }
        // The adjustment's `value` drives the chart's `level`, a property declared in Swift.
        adjustment.bindProperty(ObjectProperty<Double>(named: "value"), to: chart, LevelChart.level, flags: .syncCreate)
        chart.startFollowingLevel()
    }

    /// Shows the adjustment's value on the progress and level bars.
    private func showValue() {
        let fraction = (adjustment.value - adjustment.lower) / (adjustment.upper - adjustment.lower)
        progressBar.fraction = fraction
        progressBar.text = "\(Int(adjustment.value.rounded())) %"
        levelBar.value = adjustment.value
    }
}
