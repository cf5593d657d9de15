// The custom-widget example of `Widget`'s documentation, compiled exactly as an app author
// writes it in their own package: `import Gtk` only (no `@testable`, no C module).
import Gtk

/// A counter made of a label and a button: a Swift subclass of `Box` with stored state.
/// Put in a window and found again later (`window.child?.as(CounterView.self)`), it is the
/// same object with the same count.
@MainActor
final class CounterView: Box {
    /// The number shown.
    private(set) var count = 0
    /// Shows the count.
    let label = Label("0")
    /// Adds one.
    let button = Button(label: "Add")

    /// Creates a counter at zero.
    init() {
        super.init(.horizontal, spacing: 6)
        append(label)
        append(button)
        // The handler lives as long as the button; capture the view weakly.
        button.onClicked { [weak self] in self?.increment() }
    }

    /// Adds one and shows it.
    func increment() {
        count += 1
        label.text = "\(count)"
    }
}

/// A GTK widget type without a Swift class yet (`GtkSpinner`), wrapped by name, with typed
/// properties over GObject properties.
@MainActor
final class Spinner: Widget {
    /// Creates a stopped spinner.
    init() { super.init(newWidgetOfTypeNamed: "GtkSpinner") }

    /// Whether it spins (`GtkSpinner:spinning`).
    var isSpinning: Bool {
        get { boolProperty("spinning") }
        set { setProperty("spinning", newValue) }
    }
}
