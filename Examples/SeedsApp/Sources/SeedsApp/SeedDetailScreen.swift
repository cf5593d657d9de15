import Gtk
import WorkflowUI

/// One seed's name, a line about it, how much sun it wants, and whether it is in the garden
/// (with "Add to Garden" while it is not).
public struct SeedDetailScreen: Screen {
    /// The seed's name.
    public var name: String
    /// What to know about it.
    public var note: String
    /// How much sun it wants, 0 (shade) … 3 (full sun).
    public var suns: Int
    /// Whether it is in the garden already.
    public var isInGarden: Bool
    /// "Add to Garden" was clicked.
    public var onAdd: () -> Void

    /// Creates the screen.
    public init(name: String, note: String, suns: Int, isInGarden: Bool, onAdd: @escaping () -> Void = {}) {
        self.name = name
        self.note = note
        self.suns = suns
        self.isInGarden = isInGarden
        self.onAdd = onAdd
    }

    /// Binds the screen to `SeedDetailViewController`.
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        SeedDetailViewController.description(for: self, environment: environment)
    }
}

/// Shows a `SeedDetailScreen` in a `SeedPage`, the page laid out in Blueprint.
public final class SeedDetailViewController: TemplateScreenViewController<SeedDetailScreen, SeedPage> {
    public override func viewDidLoad() {
        super.viewDidLoad()
        template.start()
        template.onAdd = { [weak self] in self?.screen.onAdd() }
        apply()
    }

    public override func screenDidChange(from previousScreen: SeedDetailScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        if isViewLoaded { apply() }
    }

    private func apply() {
        template.show(name: screen.name, note: screen.note, suns: screen.suns, isInGarden: screen.isInGarden)
    }
}
