import Gtk

/// The top of the library's detail pane, laid out in Blueprint (`LibraryDetailHeader.blp`,
/// compiled by the BlueprintPlugin into `LibraryDetailHeaderBlueprint`) and bound as a
/// composite template: the item's icon, kind, title (a heading) and author or artist, and
/// a Copy button.
///
/// The button's `clicked` handler (`copy` in the file) activates the window's Copy command
/// (`cmd.copy-item`) through GTK's action lookup, as the Ctrl+C shortcut does.
@MainActor
package final class LibraryDetailHeader: Widget, ObjectSubclass {
    /// The item's icon.
    package static let icon = TemplateChild<Image>("icon")
    /// "Book" or "Album" (dimmed).
    package static let kind = TemplateChild<Label>("kind")
    /// The item's title, a heading.
    package static let title = TemplateChild<Label>("title")
    /// "by …".
    package static let byline = TemplateChild<Label>("byline")
    /// Copies the item's title and author or artist.
    package static let copy = TemplateChild<Button>("copy")

    /// The action the Copy button activates.
    package static let copyAction = "cmd.copy-item"

    /// The GType `DemoLibraryDetailHeader`, a `GtkBox` built from `LibraryDetailHeader.blp`.
    package static let typeDefinition = ObjectTypeDefinition(
        name: "DemoLibraryDetailHeader", parent: "GtkBox",
        template: WidgetTemplate(
            xml: LibraryDetailHeaderBlueprint.xml, file: LibraryDetailHeaderBlueprint.file,
            children: [icon, kind, title, byline, copy],
            callbacks: [
                TemplateCallback<LibraryDetailHeader>("copy", emitter: Button.self) { header, _ in
                    header.activateAction(LibraryDetailHeader.copyAction)
                },
            ]))

    /// Shows an item: its icon, kind, title and byline (all already translated).
    package func show(iconName: String, kind: String, title: String, byline: String) {
        let copyLabel = localized("Copy")
        if self[Self.copy].tooltip != copyLabel {
            self[Self.copy].tooltip = copyLabel
            self[Self.copy].setAccessibleLabel(copyLabel)
            self[Self.icon].setAccessibleHidden(true)  // the kind says it
            self[Self.title].setAccessibleLevel(2)  // the page's heading; its sections are level 3
        }
        if self[Self.icon].iconName != iconName { self[Self.icon].iconName = iconName }
        if self[Self.kind].label != kind { self[Self.kind].label = kind }
        if self[Self.title].label != title { self[Self.title].label = title }
        if self[Self.byline].label != byline { self[Self.byline].label = byline }
    }
}
