import Gtk
import WorkflowUI

/// An empty state with an action button, configured from a plain `ViewModel` value
/// (`EmptyStateViewController` of controller-with-view-model.md).
public final class EmptyStateViewController: ViewController {
    /// The information needed to configure the view of the empty state.
    public struct ViewModel {
        /// The text to display on screen.
        public let message: String
        /// The text for the action button.
        public let actionText: String
        /// A closure that handles responding to a user's tap.
        public let actionHandler: () -> Void

        /// Creates a view model.
        public init(message: String, actionText: String, actionHandler: @escaping () -> Void) {
            self.message = message
            self.actionText = actionText
            self.actionHandler = actionHandler
        }
    }

    private var emptyStateLabel: Label?
    private var emptyStateButton: Button?

    /// The view model shown; setting it reconfigures the view (so a workflow can update a
    /// live controller instead of replacing it).
    public var viewModel: ViewModel {
        didSet { configureView() }
    }

    /// Creates an `EmptyStateViewController` configured by `viewModel`.
    public init(viewModel: ViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    public override func viewDidLoad() {
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

    /// The message label, once the view is loaded.
    public var messageLabel: Label? { emptyStateLabel }
    /// The action button, once the view is loaded.
    public var actionButton: Button? { emptyStateButton }
}

extension EmptyStateViewController {
    /// A description that builds an `EmptyStateViewController` for `viewModel`, or
    /// reconfigures a live one.
    public static func description(for viewModel: ViewModel) -> ViewControllerDescription {
        ViewControllerDescription(
            build: { EmptyStateViewController(viewModel: viewModel) },
            update: { $0.viewModel = viewModel })
    }
}
