import Adw
import Gtk
import GtkTestSupport
import Testing
import WorkflowAdwaita
import WorkflowContainers
import WorkflowUI
import WorkflowUITesting

/// A side holding one wrapping label (as a banner's message).
struct WrappingTextScreen: Screen {
    var text: String

    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        WrappingTextViewController.description(for: self, environment: environment)
    }
}

final class WrappingTextViewController: ScreenViewController<WrappingTextScreen> {
    private let label = Label()

    override func viewDidLoad() {
        super.viewDidLoad()
        label.wraps = true
        label.expandsHorizontally = true
        label.text = screen.text
        view.append(label)
    }

    override func screenDidChange(from previousScreen: WrappingTextScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        label.text = screen.text
    }
}

/// Where an `AdaptiveSplitScreen` folds: at the sides' natural widths, or at a fixed width
/// with `trailingMinimumWidth`, whatever the sides hold.
@MainActor
@Suite("WorkflowAdwaita split fold threshold", .gtk)
struct AdaptiveSplitFoldTests {
    init() { Adwaita.initialize() }

    static let longText = Array(repeating: "a long message that wraps", count: 12).joined(separator: " ")

    func split(_ text: String, trailingMinimumWidth: Int?) -> AdaptiveSplitScreen<WrappingTextScreen, WrappingTextScreen> {
        AdaptiveSplitScreen(leadingScreen: WrappingTextScreen(text: "List"), trailingScreen: WrappingTextScreen(text: text),
                            trailingTitle: "Detail", showsTrailingWhenFolded: true, onBack: {}, leadingWidth: 300,
                            trailingMinimumWidth: trailingMinimumWidth)
    }

    func leaflet(_ host: UITestHost) throws -> Leaflet { try host.find(Leaflet.self) }

    @Test("without a trailing minimum, a long wrapping label folds a 960 px split (the natural widths do not fit)")
    func naturalPolicyFolds() async throws {
        let host = try await UITestHost(screen: split(Self.longText, trailingMinimumWidth: nil), width: 960, height: 600)
        defer { host.close() }
        try await host.wait(for: "the split to fold") { (try? self.leaflet(host).isFolded) == true }
    }

    @Test("with a trailing minimum, the same label wraps and the split stays unfolded down to leading + 1 + minimum")
    func minimumPolicyKeepsSplit() async throws {
        let host = try await UITestHost(screen: split(Self.longText, trailingMinimumWidth: 360), width: 960, height: 600)
        defer { host.close() }
        try await host.settle()
        #expect(try !leaflet(host).isFolded, "the long label must not fold the split at 960 px")
        host.window.setDefaultSize(width: 600, height: 600)
        try await host.wait(for: "the split to fold below 661 px") { (try? self.leaflet(host).isFolded) == true }
    }
}
