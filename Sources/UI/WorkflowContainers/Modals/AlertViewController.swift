import Gtk
import WorkflowUI

/// Shows an `AlertScreen`: a heading, a message and the action buttons (styled by role).
/// Escape runs the cancel action and Enter the default one, through the `alert.cancel` and
/// `alert.default` actions installed on the view.
public final class AlertViewController: ScreenViewController<AlertScreen> {
    /// The action group prefix (`alert.cancel`, `alert.default`).
    public static let actionPrefix = "alert"

    /// The heading, once the view is loaded.
    public private(set) var titleLabel: Label?
    /// The message, once the view is loaded.
    public private(set) var messageLabel: Label?
    /// One button per action, in order, once the view is loaded.
    public private(set) var buttons: [Button] = []
    /// The Escape / Enter shortcuts, once the view is loaded.
    public private(set) var shortcuts: ShortcutController?

    private let buttonRow = LazyBox()
    private var hasFocusedButton = false

    // MARK: - View lifecycle

    public override func viewDidLoad() {
        super.viewDidLoad()
        let column = Box(.vertical, spacing: 12)
        column.setMargins(20)
        let title = Label()
        title.addCSSClass("title-2")
        title.setAccessibleHeading(level: 1)
        let message = Label()
        message.wraps = true
        message.expandsVertically = true
        let row = buttonRow.box
        // Buttons at the end by alignment (an empty spacer label would be read out).
        row.horizontalAlignment = .end
        column.append(title)
        column.append(message)
        column.append(row)
        view.append(column)
        view.addCSSClass("workflow-alert")

        let actions = ActionGroup()
        actions.addAction("cancel") { [weak self] in self?.screen.alert.cancelAction?.handler() }
        actions.addAction("default") { [weak self] in self?.screen.alert.defaultAction?.handler() }
        view.insertActionGroup(actions, prefix: Self.actionPrefix)
        let shortcuts = ShortcutController(scope: .managed)
        shortcuts.addShortcut("Escape", actionName: "\(Self.actionPrefix).cancel")
        shortcuts.addShortcut("Return", actionName: "\(Self.actionPrefix).default")
        view.addController(shortcuts)
        (titleLabel, messageLabel, self.shortcuts) = (title, message, shortcuts)
        apply()
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Once shown, focus the default button (else the cancel one), as GNOME dialogs do:
        // Enter then chooses it, and Escape cancels.
        guard !hasFocusedButton else { return }
        hasFocusedButton = true
        let actions = screen.alert.actions
        let index = actions.firstIndex { $0.style == .default } ?? actions.firstIndex { $0.style == .cancel }
        if let index, buttons.indices.contains(index) { buttons[index].grabFocus() }
    }

    // MARK: - Updates

    public override func screenDidChange(from previousScreen: AlertScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        apply()
    }

    /// Runs the action at `index` (what clicking its button does).
    public func choose(actionAt index: Int) {
        guard screen.alert.actions.indices.contains(index) else { return }
        screen.alert.actions[index].handler()
    }

    // MARK: - Private

    private func apply() {
        guard isViewLoaded else { return }
        titleLabel?.text = screen.alert.title
        messageLabel?.text = screen.alert.message
        messageLabel?.isVisible = !screen.alert.message.isEmpty
        let actions = screen.alert.actions
        // Keep the buttons when the count is unchanged; relabel and restyle them.
        if buttons.count != actions.count {
            buttons.forEach { buttonRow.box.remove($0) }
            buttons = actions.indices.map { index in
                let button = Button()
                button.onClicked { [weak self] in self?.choose(actionAt: index) }
                buttonRow.box.append(button)
                return button
            }
        }
        for (button, action) in zip(buttons, actions) {
            button.label = action.title
            for (style, cssClass) in Self.styleClasses {
                if style == action.style { button.addCSSClass(cssClass) } else { button.removeCSSClass(cssClass) }
            }
        }
    }

    /// The CSS class each role adds (libadwaita / Adwaita theme names).
    private static let styleClasses: [(AlertAction.Style, String)] = [
        (.default, "suggested-action"), (.destructive, "destructive-action"),
    ]
}

/// A box created on first use (so the controller stays headless until its view loads).
@MainActor
private final class LazyBox {
    lazy var box = Box(.horizontal, spacing: 8)
}
