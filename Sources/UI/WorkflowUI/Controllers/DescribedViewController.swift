import Gtk

/// Hosts any screen: updates its child controller in place when the new screen's
/// description can update it, and otherwise builds a new child and swaps its widget into
/// the same place in the widget tree (the old one is removed and released).
///
/// An `Equatable` screen handed to `update(screen:environment:)` that the current child
/// (a `ScreenViewController` of that screen type) already shows, with an equivalent
/// environment, is skipped before its description is made, and counted as the child would
/// count it (a skipped update): a container that hands every child its screen on every update
/// pays one comparison for each unchanged child.
@MainActor
public final class DescribedViewController: ViewController {
    // Speed (callgrind, release, 2026-11-29): `currentViewController` is `@exclusivity(unchecked)`:
    // `rows-bench-app 1000 --variant described` (one per row) 903 k instructions an update
    // with, 1,068 k without (with UpdateCounters' checks; half of the 143 k of checks is here).

    /// The controller showing the current screen.
    @exclusivity(unchecked) public private(set) var currentViewController: ViewController

    /// Hosts the controller `description` builds.
    public init(description: ViewControllerDescription) {
        currentViewController = description.buildViewController()
        super.init()
        addChild(currentViewController)
    }

    /// Hosts the controller for `screen`.
    public convenience init<S: Screen>(screen: S, environment: ViewEnvironment) {
        self.init(description: screen.viewControllerDescription(environment: environment))
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.append(currentViewController.viewWidget)
    }

    /// Shows `screen`: updates the current child when it is of the same kind, else replaces it.
    public func update<S: Screen>(screen: S, environment: ViewEnvironment) {
        if currentViewController.alreadyShows(screen, environment: environment) {
            updateCounters.skippedUpdates += 1
            return
        }
        update(description: screen.viewControllerDescription(environment: environment))
    }

    /// Applies `description`: updates the current child when it can, else replaces it.
    public func update(description: ViewControllerDescription) {
        // One kind check: the update itself declines a controller of another kind.
        if description.updateIfOfKind(viewController: currentViewController) {
            return
        }
        let old = currentViewController
        let new = description.buildViewController()
        updateCounters.replacements += 1
        addChild(new)
        if isViewLoaded {
            view.insert(new.viewWidget, after: old.isViewLoaded ? old.viewWidget : nil)
        }
        old.removeFromParent()
        currentViewController = new
    }
}
