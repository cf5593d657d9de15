import Gtk
import WorkflowUI

/// One seed's name and a line about it.
public struct SeedDetailScreen: Screen, Equatable {
    /// The seed's name.
    public var name: String
    /// What to know about it.
    public var note: String

    /// Creates the screen.
    public init(name: String, note: String) {
        self.name = name
        self.note = note
    }

    /// Binds the screen to `SeedDetailViewController`.
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        SeedDetailViewController.description(for: self, environment: environment)
    }
}

/// Shows a `SeedDetailScreen` in two labels.
public final class SeedDetailViewController: ScreenViewController<SeedDetailScreen> {
    private var nameLabel: Label?
    private var noteLabel: Label?

    public override func viewDidLoad() {
        super.viewDidLoad()
        let column = Box(.vertical, spacing: 6)
        column.setMargins(12)
        let name = Label()
        name.addCSSClass("title-2")
        let note = Label()
        note.addCSSClass("seed-note")
        column.append(name)
        column.append(note)
        view.append(column)
        nameLabel = name
        noteLabel = note
        apply()
    }

    public override func screenDidChange(from previousScreen: SeedDetailScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        apply()
    }

    private func apply() {
        nameLabel?.text = screen.name
        noteLabel?.text = screen.note
    }
}
