// MARK: - State restoration

/// The library's saved state: its catalogue (not its items: a library of 100,000 items
/// saves a few bytes), whether it was cleared, the selection and whether a narrow window
/// showed the detail. An Undo offer is not restored (its toast is gone with the window).
///
/// The items are always the catalogue's or none (no action adds others), so they come back
/// from the catalogue; a selection outside the restored items is dropped.
extension LibraryWorkflow.State: Codable {
    private enum CodingKeys: String, CodingKey {
        case catalogue, isCleared, selectedIndex, isShowingDetail
    }

    /// Reads a saved library state.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let catalogue = try container.decode(LibraryCatalogue.self, forKey: .catalogue)
        let items = try container.decode(Bool.self, forKey: .isCleared) ? [] : catalogue.items
        let selected = try container.decodeIfPresent(Int.self, forKey: .selectedIndex)
        self.init(items: items,
                  selectedIndex: selected.flatMap { items.indices.contains($0) ? $0 : nil },
                  isShowingDetail: try container.decode(Bool.self, forKey: .isShowingDetail),
                  catalogue: catalogue)
    }

    /// Writes the catalogue, whether the library is empty, the selection and the detail flag.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(catalogue, forKey: .catalogue)
        try container.encode(items.isEmpty, forKey: .isCleared)
        try container.encodeIfPresent(selectedIndex, forKey: .selectedIndex)
        try container.encode(isShowingDetail, forKey: .isShowingDetail)
    }
}
