import WorkflowUI

/// A preferences screen (libadwaita's pages, groups and rows) rendered from a plain value:
/// each row shows a value from the workflow's state and reports the user's change through
/// its `onChange`. The workflow writes the change (to a `SettingsStore`, its own state) and
/// renders the new value; the controller updates the live rows in place, so a switch, a
/// spin button or an entry keeps its focus while the values change.
///
/// ```swift
/// PreferencesScreen(pages: [
///     .init(title: "General", iconName: "emblem-system-symbolic", groups: [
///         .init(title: "Notes", rows: [
///             .choice(title: "Sort By", selected: sortOrder, titles: NotesPreferences.title,
///                     onChange: { order in change { $0.sortOrder = order } }),
///             .toggle(title: "Show Previews", subtitle: "The first line of each note under its title", isOn: showsPreviews,
///                     onChange: { isOn in change { $0.showsPreviews = isOn } }),
///         ]),
/// ```
///
/// More than one page shows a view switcher above the pages.
public struct PreferencesScreen: Screen {
    /// The pages, in order.
    public var pages: [Page]
    /// The name assistive technologies read for the whole screen.
    public var accessibleName: String

    /// A preferences screen of `pages`, read by assistive technologies as `accessibleName`.
    public init(pages: [Page], accessibleName: String = "Preferences") {
        self.pages = pages
        self.accessibleName = accessibleName
    }

    /// One page: a title and icon (shown in the switcher) and its groups.
    public struct Page {
        /// The title, in the switcher and as the page's accessible name.
        public var title: String
        /// The themed icon in the switcher.
        public var iconName: String?
        /// The groups, top to bottom.
        public var groups: [Group]

        /// A page titled `title`.
        public init(title: String, iconName: String? = nil, groups: [Group]) {
            self.title = title
            self.iconName = iconName
            self.groups = groups
        }
    }

    /// A titled group of rows (a boxed list).
    public struct Group {
        /// The heading above the rows ("" for none).
        public var title: String
        /// The explanation below the heading.
        public var description: String?
        /// The rows, top to bottom.
        public var rows: [Row]

        /// A group titled `title`.
        public init(title: String = "", description: String? = nil, rows: [Row]) {
            self.title = title
            self.description = description
            self.rows = rows
        }
    }
}

// MARK: - Screen

extension PreferencesScreen {
    /// Describes a `PreferencesViewController`.
    @MainActor
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        PreferencesViewController.description(for: self, environment: environment)
    }
}
