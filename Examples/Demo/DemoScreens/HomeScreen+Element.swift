import DemoWorkflows
import Gtk
import SeedScreens
import WorkflowContainers
import WorkflowElements
import WorkflowUI

extension AppEvent: ResponderEvent {}

/// The Home tab as an element screen: a greeting, the counter button (embedded as
/// its own screen, so its controller keeps its button across counts), and a Scan button
/// that sends `AppEvent.didTapScan` up the widget tree (a GTK actionable button: GTK looks
/// the action up through the ancestors, where the main controller handles it).
extension HomeScreen: ElementScreen {
    /// The tab's element tree.
    public var element: some Element {
        ScrollView {
            Column(spacing: 18) {
                Label(Self.greetingText(greeting), wraps: true, justification: .center)
                    .cssClass("title-1").heading(level: 1)
                Label(localized("Press the button to count. Each press updates the same button with the new total."),
                      wraps: true, justification: .center)
                EmbeddedScreen(counter).cssClass("counter").alignment(horizontal: .center)
                // The click activates the responder event's action: the chain above handles it.
                Button(localized("Scan a Code"), actionName: AppEvent.didTapScan.actionName)
                    .cssClass("pill")
                    .alignment(horizontal: .center)
                .key("scan")
            }
            .padding(24)
            .alignment(vertical: .center)
            .expand(vertical: true)
        }
        .accessibilityLabel(localized("Home"))
        .expand(vertical: true)
    }

    /// "Welcome, NAME" in the user's language.
    static func greetingText(_ greeting: String) -> String {
        guard greeting.hasPrefix("Welcome, ") else { return greeting }
        return localized("Welcome, %s", String(greeting.dropFirst("Welcome, ".count)))
    }
}

/// Finds the Home tab's controls in a running app (steps and tests).
@MainActor
enum HomeControls {
    /// The Home tab's controller, when it is loaded.
    static func controller(in root: ViewController) -> ElementViewController<HomeScreen>? {
        root.descendants(of: ElementViewController<HomeScreen>.self).first
    }

    /// The counter button's controller on the Home tab.
    static func counter(in root: ViewController) -> DemoScreenViewController? {
        controller(in: root)?.descendants(of: DemoScreenViewController.self).first
    }

    /// The Scan button on the Home tab.
    static func scanButton(in root: ViewController) -> Gtk.Button? {
        guard let home = controller(in: root), home.isViewLoaded else { return nil }
        return home.view.descendants(of: Gtk.Button.self).first { $0.actionName == AppEvent.didTapScan.actionName }
    }
}

extension ViewController {
    /// This controller and its descendants of type `T`, depth first.
    func descendants<T: ViewController>(of type: T.Type) -> [T] {
        var found: [T] = []
        if let match = self as? T { found.append(match) }
        for child in children { found += child.descendants(of: type) }
        return found
    }
}
