import DemoWorkflows
import Gtk
import WorkflowUI

extension ScanListScreen: Screen {
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        ScanListViewController.description(for: self, environment: environment)
    }
}

/// The Scan tab's list of codes.
final class ScanListViewController: ScreenViewController<ScanListScreen> {
    private var rows: [Button] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let column = Box(.vertical, spacing: 4)
        column.setMargins(16)
        let hint = Label("Choose a scanned code to see its detail.")
        hint.xAlign = 0
        hint.addCSSClass("dim-label")
        column.append(hint)
        for (index, code) in screen.codes.enumerated() {
            let row = Button(label: code)
            row.addCSSClass("flat")
            row.setAccessibleLabel("Open code \(code)")
            row.onClicked { [weak self] in
                guard let self, self.screen.codes.indices.contains(index) else { return }
                self.screen.onSelect(self.screen.codes[index])
            }
            column.append(row)
            rows.append(row)
        }
        view.append(column)
    }

    /// The code buttons (for tests).
    var codeButtons: [Button] { rows }
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
        depthLabel.addCSSClass("dim-label")
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
        depthLabel.text = "Level \(screen.depth) of the scan stack"
        openRelatedButton.label = "Open related code \(screen.relatedCode)"
    }
}
