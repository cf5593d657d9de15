import Gtk
import WorkflowUI

/// A column of buttons, one per seed, and an optional action button below them.
public struct SeedListScreen: Screen {
    /// The seeds shown, in order.
    public var seeds: [String]
    /// Called with the seed the user picked.
    public var onSelect: (String) -> Void
    /// The title of the action button; nil hides it.
    public var actionTitle: String?
    /// Called when the user presses the action button.
    public var onAction: () -> Void

    /// Creates the screen.
    public init(seeds: [String], onSelect: @escaping (String) -> Void, actionTitle: String? = nil, onAction: @escaping () -> Void = {}) {
        self.seeds = seeds
        self.onSelect = onSelect
        self.actionTitle = actionTitle
        self.onAction = onAction
    }

    /// Binds the screen to `SeedListViewController`.
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        SeedListViewController.description(for: self, environment: environment)
    }
}

/// Shows a `SeedListScreen`: widgets are made in `viewDidLoad`; the seed buttons are
/// rebuilt only when the list of seeds changes.
public final class SeedListViewController: ScreenViewController<SeedListScreen> {
    private var column: Box?
    private var seedButtons: [Button] = []
    private var actionButton: Button?

    public override func viewDidLoad() {
        super.viewDidLoad()
        let column = Box(.vertical, spacing: 6)
        column.setMargins(12)
        let action = Button()
        action.addCSSClass("destructive-action")
        action.onClicked { [weak self] in self?.screen.onAction() }
        column.append(action)
        view.append(column)
        self.column = column
        actionButton = action
        apply(previousSeeds: nil)
    }

    public override func screenDidChange(from previousScreen: SeedListScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        apply(previousSeeds: previousScreen.seeds)
    }

    private func apply(previousSeeds: [String]?) {
        guard let column, let actionButton else { return }
        actionButton.label = screen.actionTitle ?? ""
        actionButton.isVisible = screen.actionTitle != nil
        guard previousSeeds != screen.seeds else { return }
        for button in seedButtons { column.remove(button) }
        // Seed buttons go above the action button, in the screen's order.
        var previous: Widget?
        var buttons: [Button] = []
        for seed in screen.seeds {
            let button = Button(label: seed)
            button.onClicked { [weak self] in self?.screen.onSelect(seed) }
            column.insert(button, after: previous)
            previous = button
            buttons.append(button)
        }
        seedButtons = buttons
    }
}
