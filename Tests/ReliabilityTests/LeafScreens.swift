import Gtk
import WorkflowUI

// The leaf kinds the random trees are made of: four controller kinds, Equatable and not,
// each showing state the tree dump records (label text, CSS classes, button text,
// sensitivity, entry text, visibility).

/// A label; Equatable, so equal updates are skipped. `emphasized` adds a CSS class.
struct TextLeaf: Screen, Equatable {
    var text: String
    var emphasized = false
    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        TextLeafViewController.description(for: self, environment: environment)
    }
}

final class TextLeafViewController: ScreenViewController<TextLeaf> {
    private var label: Label?
    override func viewDidLoad() {
        super.viewDidLoad()
        let label = Label()
        self.label = label
        view.append(label)
        apply()
    }
    override func screenDidChange(from previousScreen: TextLeaf, previousEnvironment: ViewEnvironment) {
        apply()
    }
    private func apply() {
        guard let label else { return }
        label.text = screen.text
        if screen.emphasized { label.addCSSClass("emphasis") } else { label.removeCSSClass("emphasis") }
    }
}

/// A counter label; not Equatable, so every update reaches `screenDidChange`.
struct CountLeaf: Screen {
    var count: Int
    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        CountLeafViewController.description(for: self, environment: environment)
    }
}

final class CountLeafViewController: ScreenViewController<CountLeaf> {
    private var label: Label?
    override func viewDidLoad() {
        super.viewDidLoad()
        let label = Label("count \(screen.count)")
        label.addCSSClass("count")
        self.label = label
        view.append(label)
    }
    override func screenDidChange(from previousScreen: CountLeaf, previousEnvironment: ViewEnvironment) {
        label?.text = "count \(screen.count)"
    }
}

/// A button with a title, enabled or not, and a closure (not Equatable).
struct ButtonLeaf: Screen {
    var title: String
    var isEnabled: Bool
    var onTap: () -> Void = {}
    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        ButtonLeafViewController.description(for: self, environment: environment)
    }
}

final class ButtonLeafViewController: ScreenViewController<ButtonLeaf> {
    private(set) var button: Button?
    override func viewDidLoad() {
        super.viewDidLoad()
        let button = Button(label: screen.title)
        button.isSensitive = screen.isEnabled
        button.onClicked { [weak self] in self?.screen.onTap() }
        self.button = button
        view.append(button)
    }
    override func screenDidChange(from previousScreen: ButtonLeaf, previousEnvironment: ViewEnvironment) {
        button?.label = screen.title
        button?.isSensitive = screen.isEnabled
    }
}

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
struct ThemedLeaf: Screen, Equatable {
    var name: String
    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        ThemedLeafViewController.description(for: self, environment: environment)
    }
}

final class ThemedLeafViewController: ScreenViewController<ThemedLeaf> {
    private var label: Label?
    override func viewDidLoad() {
        super.viewDidLoad()
        let label = Label()
        self.label = label
        view.append(label)
        apply()
    }
    override func screenDidChange(from previousScreen: ThemedLeaf, previousEnvironment: ViewEnvironment) {
        apply()
    }
    private func apply() {
        label?.text = "\(screen.name) in \(environment[ThemeKey.self])"
    }
}
