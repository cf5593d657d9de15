import Adw
import DemoWorkflows
import Gtk
import WorkflowUI

extension ScanListScreen: Screen {
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        ScanListViewController.description(for: self, environment: environment)
    }
}

/// The Scan tab's list of codes: a boxed list of rows that open the code's detail.
final class ScanListViewController: ScreenViewController<ScanListScreen> {
    private var rows: [ActionRow] = []
    /// The row whose code was opened last: it gets the keyboard focus back when the list
    /// is shown again (back from the detail), not the first row.
    private var openedRow: Int?
    /// The back stack page switcher this list is a page of, once watched.
    private weak var watchedStack: Stack?

    override func viewDidLoad() {
        super.viewDidLoad()
        let column = Box(.vertical, spacing: 12)
        column.setMargins(12)
        let hint = Label(localized("Choose a scanned code to see its details."))
        hint.xAlign = 0
        hint.wraps = true
        hint.wrapsInsideWords = true
        hint.addCSSClass("dim-label")
        let list = ListBox()
        list.selectionMode = .none
        list.addCSSClass("boxed-list")
        list.verticalAlignment = .start
        list.setAccessibleLabel(localized("Scanned Codes"))
        for code in screen.codes {
            let row = ActionRow()
            row.title = code
            row.isActivatable = true
            // Named by its title, the code (the name a screen reader reads and voice control
            // matches is the visible text, once); what activating it does is its description.
            row.setAccessibleDescription(localized("Opens the code's details"))
            let chevron = Image(iconName: "go-next-symbolic")
            chevron.setAccessibleHidden(true)  // decorative: the row is named
            row.addSuffix(widget: chevron)
            list.append(row)
            rows.append(row)
        }
        list.onRowActivated { [weak self] row in
            guard let self, let index = self.rows.firstIndex(where: { $0 === row }), self.screen.codes.indices.contains(index) else { return }
            self.openedRow = index
            self.watchTheStack()
            self.screen.onSelect(self.screen.codes[index])
        }
        column.append(hint)
        column.append(list)
        view.append(clampedScroller(column, maximumWidth: 600, accessibleLabel: localized("Scanned Codes")))
    }
}

extension ScanListViewController {
    /// Watches the stack that shows this list as a page: when the list is its visible page
    /// again, the row opened last takes the focus (GTK would give it to the first row).
    private func watchTheStack() {
        guard watchedStack == nil else { return }
        var ancestor = view.parent
        while let widget = ancestor, widget.as(Stack.self) == nil { ancestor = widget.parent }
        guard let stack = ancestor?.as(Stack.self) else { return }
        watchedStack = stack
        stack.onNotifyVisibleChildName { [weak self, weak stack] _ in
            guard let self, let stack, let page = stack.visibleChild, let index = self.openedRow,
                  self.rows.indices.contains(index), self.view.isInside(page) else { return }
            _ = self.rows[index].grabFocus()
        }
    }
}

extension Widget {
    /// Whether this widget is `other` or lies inside it.
    fileprivate func isInside(_ other: Widget) -> Bool {
        var current: Widget? = self
        while let widget = current {
            if widget === other { return true }
            current = widget.parent
        }
        return false
    }
}

extension ScanDetailScreen: Screen {
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        ScanDetailViewController.description(for: self, environment: environment)
    }
}

/// One scanned code, with a button that pushes a related code on top.
final class ScanDetailViewController: ScreenViewController<ScanDetailScreen> {
    // Widgets are made in viewDidLoad, so the controller's logic runs without a display.
    private var codeLabel: Label?, depthLabel: Label?
    /// The push button (for tests); nil until the view is loaded.
    private(set) var openRelatedButton: Button?

    override func viewDidLoad() {
        super.viewDidLoad()
        let codeLabel = Label(), depthLabel = Label(), relatedButton = Button()
        (self.codeLabel, self.depthLabel, openRelatedButton) = (codeLabel, depthLabel, relatedButton)
        let column = Box(.vertical, spacing: 10)
        column.setMargins(24)
        codeLabel.addCSSClass("title-2")
        codeLabel.setAccessibleHeading(level: 2)
        codeLabel.wraps = true
        codeLabel.wrapsInsideWords = true
        depthLabel.addCSSClass("dim-label")
        depthLabel.wraps = true
        depthLabel.wrapsInsideWords = true
        relatedButton.horizontalAlignment = .center
        relatedButton.addCSSClass("pill")
        relatedButton.onClicked { [weak self] in self?.screen.onOpenRelated() }
        for widget in [codeLabel, depthLabel, relatedButton] as [Widget] { column.append(widget) }
        view.append(column)
        apply()
    }

    override func screenDidChange(from previousScreen: ScanDetailScreen, previousEnvironment: ViewEnvironment) {
        apply()
    }

    private func apply() {
        guard let codeLabel, let depthLabel, let openRelatedButton else { return }
        codeLabel.text = screen.code
        depthLabel.text = screen.depth <= 1 ? localized("Scanned code") : localized("Related code")
        openRelatedButton.label = localized("Open Related Code")
        openRelatedButton.tooltip = screen.relatedCode
    }
}
