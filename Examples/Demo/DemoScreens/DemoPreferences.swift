import DemoWorkflows
import Gtk
import WorkflowAdwaita
import WorkflowUI

/// The demo's Preferences: one page with the library's sort order.
@MainActor
package enum DemoPreferences {
    /// The preferences screen for the library's current values, sized for a sheet.
    package static func screen(for library: LibraryRendering) -> DemoPreferencesSheet {
        DemoPreferencesSheet(preferences: PreferencesScreen(pages: [
            .init(title: localized("General"), iconName: "emblem-system-symbolic", groups: [
                .init(title: localized("Library"), rows: [
                    .choice(title: localized("Sort By"), selected: library.sortOrder, titles: { localized($0.title) },
                            onChange: library.onSortOrderChange),
                ]),
            ]),
        ], accessibleName: localized("Preferences")))
    }
}

/// Preferences in a sheet: a sheet takes its content's natural width, which would cut the
/// row's title and value; this asks for a width that fits both (and a 360 px window).
package struct DemoPreferencesSheet: Screen {
    /// The preferences shown.
    package var preferences: PreferencesScreen

    package func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        DemoPreferencesSheetViewController.description(for: self, environment: environment)
    }
}

/// Hosts the preferences with a size request.
final class DemoPreferencesSheetViewController: ScreenViewController<DemoPreferencesSheet> {
    /// The width asked for: the row's title and the longest choice side by side, in a sheet
    /// that still fits a 360 px window.
    static let width = 264
    private let content: DescribedViewController

    required init(screen: DemoPreferencesSheet, environment: ViewEnvironment) {
        content = DescribedViewController(screen: screen.preferences, environment: environment)
        super.init(screen: screen, environment: environment)
        addChild(content)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        content.view.setSizeRequest(width: Self.width, height: -1)
        content.view.expandsHorizontally = true
        content.view.expandsVertically = true
        view.append(content.view)
    }

    override func screenDidChange(from previousScreen: DemoPreferencesSheet, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        content.update(screen: screen.preferences, environment: environment)
    }
}
