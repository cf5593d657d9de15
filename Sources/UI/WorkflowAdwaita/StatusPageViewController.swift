import Adw
import Gtk
import WorkflowUI

/// Shows a `StatusPageScreen` in an `AdwStatusPage`.
public final class StatusPageViewController: ScreenViewController<StatusPageScreen> {
    /// The status page, once the view is loaded.
    public private(set) var statusPage: StatusPage?
    /// The button, once the view is loaded (hidden without an action title).
    public private(set) var actionButton: Button?
    /// The second button, once the view is loaded (hidden without its title).
    public private(set) var secondaryActionButton: Button?

    public override func viewDidLoad() {
        super.viewDidLoad()
        let page = StatusPage()
        page.expandsVertically = true
        page.expandsHorizontally = true
        let button = Button()
        button.addCSSClass("pill")
        button.addCSSClass("suggested-action")
        button.horizontalAlignment = .center
        button.onClicked { [weak self] in self?.screen.onAction?() }
        let secondary = Button()
        secondary.addCSSClass("pill")
        secondary.horizontalAlignment = .center
        secondary.onClicked { [weak self] in self?.screen.onSecondaryAction?() }
        let buttons = Box(.vertical, spacing: 12)
        buttons.append(button)
        buttons.append(secondary)
        page.child = buttons
        view.append(page)
        (statusPage, actionButton, secondaryActionButton) = (page, button, secondary)
        apply()
    }

    public override func screenDidChange(from previousScreen: StatusPageScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        apply()
    }

    private func apply() {
        guard let statusPage, let actionButton, let secondaryActionButton else { return }
        statusPage.iconName = screen.iconName
        statusPage.title = screen.title
        statusPage.description = screen.description.isEmpty ? nil : screen.description
        statusPage.setAccessibleLabel(screen.title)
        actionButton.label = screen.actionTitle ?? ""
        actionButton.isVisible = screen.actionTitle != nil
        secondaryActionButton.label = screen.secondaryActionTitle ?? ""
        secondaryActionButton.isVisible = screen.secondaryActionTitle != nil
    }
}
