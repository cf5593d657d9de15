// MARK: - State restoration

/// The library's saved state: its catalogue (not its items: a library of 100,000 items
/// saves a few bytes), whether it was cleared, the selection and whether a narrow window
/// showed the detail. An Undo offer is not restored (its toast is gone with the window).
///
/// The items are the catalogue's or none, followed by the imported ones: the catalogue's
/// come back from the catalogue, the imported ones from their saved titles; a selection
/// outside the restored items is dropped.
extension LibraryWorkflow.State: Codable {
    private enum CodingKeys: String, CodingKey {
        case catalogue, isCleared, selectedIndex, isShowingDetail, imported
    }

    /// Reads a saved library state.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let catalogue = try container.decode(LibraryCatalogue.self, forKey: .catalogue)
        let imported = try container.decodeIfPresent([String].self, forKey: .imported) ?? []
        let items = (try container.decode(Bool.self, forKey: .isCleared) ? [] : catalogue.items) + imported.map(LibraryItem.imported)
        let selected = try container.decodeIfPresent(Int.self, forKey: .selectedIndex)
        self.init(items: items,
                  selectedIndex: selected.flatMap { items.indices.contains($0) ? $0 : nil },
                  isShowingDetail: try container.decode(Bool.self, forKey: .isShowingDetail),
                  catalogue: catalogue)
    }

    /// Writes the catalogue, whether its items are gone (cleared), the imported items' titles,
    /// the selection and the detail flag.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(catalogue, forKey: .catalogue)
        try container.encode(items.first == nil || items.first != catalogue.firstItem, forKey: .isCleared)
        let imported = items.filter(\.isImported).map(\.title)
        if !imported.isEmpty { try container.encode(imported, forKey: .imported) }
        try container.encodeIfPresent(selectedIndex, forKey: .selectedIndex)
        try container.encode(isShowingDetail, forKey: .isShowingDetail)
    }
}
