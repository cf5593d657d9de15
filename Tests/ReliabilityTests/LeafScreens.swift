import Gtk
import GtkTestSupport
import WorkflowUI

// The leaf kinds the random trees are made of, with GtkTestSupport's `TextScreen`,
// `CountScreen` and `ButtonScreen`: controller kinds, Equatable and not, each showing state
// the tree dump records (label text, CSS classes, button text, sensitivity, entry text,
// visibility).

/// A text entry plus a note that shows only when `note` is set (visibility in the dump).
struct EntryLeaf: Screen, Equatable {
    var text: String
    var note: String?
    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        EntryLeafViewController.description(for: self, environment: environment)
    }
}

final class EntryLeafViewController: ScreenViewController<EntryLeaf> {
    private var entry: Entry?
    private var note: Label?
    override func viewDidLoad() {
        super.viewDidLoad()
        let column = Box(.vertical)
        let entry = Entry(), note = Label()
        column.append(entry)
        column.append(note)
        (self.entry, self.note) = (entry, note)
        view.append(column)
        apply()
    }
    override func screenDidChange(from previousScreen: EntryLeaf, previousEnvironment: ViewEnvironment) {
        apply()
    }
    private func apply() {
        guard let entry, let note else { return }
        if entry.text != screen.text { entry.text = screen.text }
        note.text = screen.note ?? ""
        note.isVisible = screen.note != nil
    }
}

/// A deliberately broken leaf: its controller shows the first screen's text and ignores
/// updates. Used to prove that the update ≡ rebuild check can fail.
struct IgnoringUpdatesLeaf: Screen {
    var text: String
    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        IgnoringUpdatesViewController.description(for: self, environment: environment)
    }
}

final class IgnoringUpdatesViewController: ScreenViewController<IgnoringUpdatesLeaf> {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.append(Label(screen.text))
    }
}

/// An environment key the random trees set (`ScreenTree.theme`) and read (`ThemedLeaf`).
enum ThemeKey: ViewEnvironmentKey {
    static let defaultValue = "default"
}

/// A label showing `name` and the environment's theme: proves environment changes reach
/// descendants through every container on update as on build. Equatable, so an update with
/// an equal screen is skipped only when the environment is unchanged too.
struct ThemedLeaf: LabelScreen, Equatable {
    var name: String
    func labelText(in environment: ViewEnvironment) -> String { "\(name) in \(environment[ThemeKey.self])" }
    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        ThemedLeafViewController.description(for: self, environment: environment)
    }
}

final class ThemedLeafViewController: LabelViewController<ThemedLeaf> {}

