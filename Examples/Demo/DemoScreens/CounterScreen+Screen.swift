import DemoWorkflows
import SeedScreens
import WorkflowUI

extension CounterScreen: Screen {
    /// The counter is SeedScreens' `DemoScreen`, shown by its `DemoScreenViewController`.
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        DemoScreen(title: title, onTap: onTap).viewControllerDescription(environment: environment)
    }
}
