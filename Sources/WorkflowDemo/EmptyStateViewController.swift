import DemoWorkflows
import Gtk
import WorkflowUI

/// The seed's `EmptyStateViewController` (controller-with-view-model.md): an empty state
/// with an action button, configured from a plain `ViewModel` value.
final class EmptyStateViewController: ViewController {
    /// The information needed to configure the empty state.
    struct ViewModel {
        /// The text to display on screen.
        let message: String
        /// The text for the action button.
        let actionText: String
        /// Handles a tap on the button.
        let actionHandler: () -> Void
    }

    private var emptyStateLabel: Label?
    private var emptyStateButton: Button?

    /// The view model shown; setting it reconfigures the view.
    var viewModel: ViewModel {
        didSet { configureView() }
    }

    /// Creates the controller for `viewModel`.
    init(viewModel: ViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let column = Box(.vertical, spacing: 12)
        column.addCSSClass("empty-state")
        column.setMargins(32)
        let label = Label()
        label.addCSSClass("title-3")
        let button = Button()
        button.addCSSClass("pill")
        button.onClicked { [weak self] in self?.emptyStateButtonTapped() }
        column.append(label)
        column.append(button)
        view.append(column)
        emptyStateLabel = label
        emptyStateButton = button
        configureView()
    }

    private func configureView() {
        emptyStateLabel?.text = viewModel.message
        emptyStateButton?.label = viewModel.actionText
    }

    private func emptyStateButtonTapped() {
        viewModel.actionHandler()
    }

    /// The action button (for tests).
    var actionButton: Button? { emptyStateButton }
}

extension EmptyLibraryScreen: Screen {
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        let viewModel = EmptyStateViewController.ViewModel(
            message: message, actionText: actionText, actionHandler: onAction)
        return ViewControllerDescription(
            build: { EmptyStateViewController(viewModel: viewModel) },
            update: { $0.viewModel = viewModel })
    }
}
