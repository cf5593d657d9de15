import Adw
import DemoWorkflows
import Gtk
import WorkflowElements
import WorkflowUI

// The library's detail panes as element screens: `ElementViewController` builds their
// widgets once and, when another item of the same kind is chosen, sets only the texts that
// changed on the same labels.

extension BookDetailScreen: ElementScreen {
    /// A book's detail: kind, title (a heading), author and page count.
    public var element: some Element {
        DetailElement.column(kind: localized("Book"), title: title, lines: [
            localized("by %s", author),
            Translation.string("%d page", plural: "%d pages", count: pages).replacing("%d", with: localizedCount(pages)),
        ])
    }
}

extension AlbumDetailScreen: ElementScreen {
    /// An album's detail: kind, title (a heading), artist and the tracks as a boxed list
    /// of numbered rows.
    public var element: some Element {
        DetailElement.column(kind: localized("Album"), title: title, lines: [localized("by %s", artist)], extra: [
            CustomWidget(Gtk.ListBox.self, make: {
                let list = Gtk.ListBox()
                list.selectionMode = .none
                list.addCSSClass("boxed-list")
                list.setAccessibleLabel(localized("Tracks"))
                return list
            }, update: { [tracks] list in TrackList.show(tracks, in: list) })
            .alignment(horizontal: .fill),
        ])
    }
}

/// The shared layout of the detail panes.
enum DetailElement {
    /// The kind (dimmed), the title as a level-2 heading and the lines, wrapped and lined up
    /// at the start, in a column that fills the pane.
    @MainActor
    static func column(kind: String, title: String, lines: [String], extra: [AnyElement] = []) -> AnyElement {
        Column(spacing: 8) {
            Label(kind).cssClass("dim-label").alignment(horizontal: .start)
            Label(title, wraps: true).cssClass("title-2").heading(level: 2).alignment(horizontal: .start)
            for line in lines {
                Label(line, wraps: true).alignment(horizontal: .start)
            }
            for element in extra { element }
        }
        .cssClass("detail")
        .padding(24)
        // Filling the pane, its lines at the start: the column stays put when another
        // item (a longer or shorter title) is chosen.
        .alignment(horizontal: .fill, vertical: .start)
    }
}

/// An album's tracks as rows of a boxed list: the track number (dimmed) before the title.
@MainActor
enum TrackList {
    /// Replaces the rows of `list` with one row per track, when the tracks changed.
    static func show(_ tracks: [String], in list: Gtk.ListBox) {
        let rows = list.children.compactMap { $0.as(Adw.ActionRow.self) }
        guard rows.map(\.title) != tracks else { return }
        for row in rows { list.remove(row) }
        for (index, track) in tracks.enumerated() {
            let row = Adw.ActionRow()
            row.title = track
            let number = Gtk.Label(localizedCount(index + 1))
            number.addCSSClass("dim-label")
            number.addCSSClass("numeric")
            number.setAccessibleHidden(true)  // the row's position says it
            row.addPrefix(widget: number)
            list.append(row)
        }
    }
}
