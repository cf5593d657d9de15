import DemoWorkflows
import Gtk
import WorkflowAdwaita
import WorkflowUI

/// The demo's Preferences: one page with the library's sort order.
@MainActor
package enum DemoPreferences {
    /// The size of the sheet showing them: the row's title and the longest choice side by
    /// side, in a sheet that still fits a 360 px window.
    package static let sheetSize = (width: 312, height: 240)

    /// The preferences screen for the library's current values.
    package static func screen(for library: LibraryRendering) -> PreferencesScreen {
        PreferencesScreen(pages: [
            .init(title: localized("General"), iconName: "emblem-system-symbolic", groups: [
                .init(title: localized("Library"), rows: [
                    .choice(title: localized("Sort By"), selected: library.sortOrder, titles: { localized($0.title) },
                            onChange: library.onSortOrderChange),
                ]),
            ]),
        ], accessibleName: localized("Preferences"))
    }
}
