import DemoWorkflows
import Gtk
import SeedScreens
import WorkflowUI

extension CounterScreen: Screen {
    /// The counter is SeedScreens' `DemoScreen`, shown by its `DemoScreenViewController`.
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        DemoScreen(title: Self.localizedTitle(taps: taps), onTap: onTap).viewControllerDescription(environment: environment)
    }

    /// "Tapped once", "Tapped 2 times" in the user's language.
    static func localizedTitle(taps: Int) -> String {
        Translation.string("Tapped once", plural: "Tapped %d times", count: taps)
            .replacing("%d", with: localizedCount(taps))
    }
}
