import DemoWorkflows
import WorkflowAdwaita

/// The demo's Preferences: one page with the library's sort order.
@MainActor
package enum DemoPreferences {
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
