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
            Self.positionsByTitle(items)
        }
    }

    /// The positions of `items` by title, ignoring case; equal titles in their order.
    private static func positionsByTitle(_ items: [LibraryItem]) -> [Int] {
        let keys: [String] = items.map { $0.title.lowercased() }
        let positions: [Int] = Array(items.indices)
        return positions.sorted { (left: Int, right: Int) -> Bool in
            if keys[left] == keys[right] { return left < right }
            return keys[left] < keys[right]
        }
    }
}
