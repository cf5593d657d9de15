import DemoWorkflows
import WorkflowContainers
import WorkflowAdwaita
import WorkflowUI

extension AppRendering: Screen {
    /// The welcome screen (under a header bar with the primary menu) or the main area.
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        switch self {
        case .welcome(let screen):
            AdaptivePageScreen(title: localized("WorkflowGtk Demo"), content: screen,
                               menu: DemoMenu.sections(userName: nil, onLogOut: nil), menuTitle: localized("Main Menu"))
                .viewControllerDescription(environment: environment)
        case .main(let rendering): rendering.viewControllerDescription(environment: environment)
        }
    }
}

/// Every screen type the demo binds, as a value: the executable reads it once at start-up
/// (`DemoApp`), so a static link (meson links the modules as archives) keeps each file that
/// declares one of these conformances. A conformance that is only looked up at run time
/// (type metadata of `ContainerViewController<RootWorkflow>` needs `AppRendering: Screen`)
/// has no symbol anybody references, and the linker would otherwise drop its file.
@MainActor package let demoScreenTypes: [any Screen.Type] = [
    AppRendering.self, MainRendering.self, WelcomeScreen.self, HomeScreen.self, CounterScreen.self,
    ScanRendering.self, ScanListScreen.self, ScanDetailScreen.self, LibraryRendering.self, LibraryListScreen.self,
    BookDetailScreen.self, AlbumDetailScreen.self, EmptyLibraryScreen.self,
]

/// The demo's responder events (see `demoScreenTypes`).
package let demoEventTypes: [any ResponderEvent.Type] = [AppEvent.self]
