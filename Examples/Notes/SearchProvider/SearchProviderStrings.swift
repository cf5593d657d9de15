import Gtk

/// `text` in the user's language from Notes' catalogs (the program binds them), or `text`
/// itself. `xgettext --keyword=localized` collects the strings passed to it
/// (Examples/Notes/po/POTFILES.in).
func localized(_ text: String) -> String { Translation.string(text) }

/// The provider's words that the shell shows.
enum SearchProviderStrings {
    /// A note without text's title.
    static var untitled: String { localized("Untitled") }
}

extension NotesSearchProvider {
    /// The gettext domain of Notes' catalogs, which hold the provider's words too.
    public static let textDomain = "dev.workflowgtk.Notes"
}
