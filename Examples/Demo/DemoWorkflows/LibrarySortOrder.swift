import WorkflowPlatform

/// The order the library lists its items in: a setting (`library-sort-order` in the demo's
/// GSettings schema), chosen in Preferences.
public enum LibrarySortOrder: String, SettingEnum, Sendable {
    /// The catalogue's order, imported books after it in the order they came.
    case catalogue
    /// By title, ignoring case.
    case title

    /// The setting's key in the `dev.workflowgtk.Demo` schema.
    public static let setting = SettingKey<LibrarySortOrder>("library-sort-order")

    /// The order's name in Preferences (English: the screens translate it).
    public var title: String {
        switch self {
        case .catalogue: "Catalogue Order"
        case .title: "Title"
        }
    }

    /// The positions of `items` in this order (nil: as they are). Sorting by title keeps
    /// equal titles in their catalogue order.
    public func order(of items: [LibraryItem]) -> [Int]? {
        switch self {
        case .catalogue: nil
        case .title:
            items.indices.map { ($0, items[$0].title.lowercased()) }
                .sorted { $0.1 == $1.1 ? $0.0 < $1.0 : $0.1 < $1.1 }
                .map(\.0)
        }
    }
}
