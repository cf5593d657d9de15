import Adw
import DemoWorkflows
import ExampleWidgets
import Gtk
import WorkflowElements
import WorkflowUI

// The library's detail panes as element screens: `ElementViewController` builds their
// widgets once and, when another item of the same kind is chosen, sets only the texts that
// changed on the same widgets.

extension BookDetailScreen: ElementScreen {
    /// A book's detail: the header (icon, kind, title, author, Copy) and its details as a
    /// boxed list.
    public var element: some Element {
        DetailElement.page(title: title, header: DetailElement.header(
            iconName: "accessories-dictionary-symbolic", kind: localized("Book"), title: title, byline: localized("by %s", author)
        ), sections: [
            DetailElement.section(localized("Details"), DetailElement.boxedList(localized("Details")) { [author, pages] list in
                PropertyRows.show([
                    (localized("Author"), author),
                    (localized("Pages"), pages > 0 ? localizedCount(pages) : localized("Unknown")),
                ], in: list)
            }),
        ])
    }
}

extension AlbumDetailScreen: ElementScreen {
    /// An album's detail: the header, the track lengths as a chart (the examples' shared
    /// `LevelChart`) and the tracks as a boxed list with their lengths.
    public var element: some Element {
        let seconds = trackSeconds
        let longest = Double(max(1, seconds.max() ?? 1))
        return DetailElement.page(title: title, header: DetailElement.header(
            iconName: "media-optical-symbolic", kind: localized("Album"), title: title, byline: localized("by %s", artist)
        ), sections: [
            DetailElement.section(localized("Track Lengths"), CustomWidget(LevelChart.self, make: {
                let chart = LevelChart()
                chart.setAccessibleLabel(localized("Track Lengths"))
                return chart
            }, update: { chart in chart.show(seconds.map { Double($0) * 100 / longest }) })
            .alignment(horizontal: .fill)),
            DetailElement.section(localized("Tracks"), DetailElement.boxedList(localized("Tracks")) { [tracks] list in
                TrackList.show(tracks, seconds: seconds, in: list)
            }),
        ])
    }
}

/// The shared layout of the detail panes (GNOME's boxed-list pages).
@MainActor
enum DetailElement {
    /// The widest the page's content gets.
    static let maximumWidth = 600

    /// The header (laid out in Blueprint: `LibraryDetailHeader`).
    static func header(iconName: String, kind: String, title: String, byline: String) -> AnyElement {
        CustomWidget(LibraryDetailHeader.self, make: { LibraryDetailHeader() }, update: { header in
            header.show(iconName: iconName, kind: kind, title: title, byline: byline)
        })
        .alignment(horizontal: .fill)
    }

    /// The header, then each section, in a column at most 600 pixels wide (centred) that
    /// scrolls vertically when the pane is short; the scrolled page is named `title`.
    static func page(title: String, header: AnyElement, sections: [AnyElement]) -> AnyElement {
        ScrollView {
            Clamp(maximumWidth: maximumWidth) {
                Column(spacing: 24) {
                    header
                    for section in sections { section }
                }
                .cssClass("detail")
                .padding(24)
            }
        }
        // Screen readers meet the scrolled page by the item's title.
        .accessibilityLabel(title)
    }

    /// A section: its title (a heading) above `content`.
    static func section(_ title: String, _ content: AnyElement) -> AnyElement {
        Column(spacing: 12) {
            Label(title).cssClass("heading").heading(level: 3).alignment(horizontal: .start)
            content
        }
        .alignment(horizontal: .fill)
    }

    /// A boxed list named `name` whose rows `update` brings up to date.
    static func boxedList(_ name: String, update: @escaping @MainActor (Gtk.ListBox) -> Void) -> AnyElement {
        CustomWidget(Gtk.ListBox.self, make: {
            let list = Gtk.ListBox()
            list.selectionMode = .none
            list.addCSSClass("boxed-list")
            list.setAccessibleLabel(name)
            return list
        }, update: update)
        .alignment(horizontal: .fill)
    }
}

/// Rows of a boxed list: a title and its value at the end (dimmed, selectable).
@MainActor
enum PropertyRows {
    /// Makes the rows the first time, then sets only the texts that changed.
    static func show(_ rows: [(String, String)], in list: Gtk.ListBox) {
        let existing = list.children.compactMap { $0.as(Adw.ActionRow.self) }
        if existing.count != rows.count {
            for row in existing { list.remove(row) }
            for (title, value) in rows {
                let row = Adw.ActionRow()
                row.title = title
                let label = Gtk.Label(value)
                label.addCSSClass("dim-label")
                label.isSelectable = true
                row.addSuffix(widget: label)
                list.append(row)
            }
            return
        }
        for (row, (title, value)) in zip(existing, rows) {
            if row.title != title { row.title = title }
            if let label = row.suffixLabel, label.label != value { label.label = value }
        }
    }
}

extension Adw.ActionRow {
    /// The value label `PropertyRows` puts at the row's end (the row's last dimmed label).
    fileprivate var suffixLabel: Gtk.Label? { labels(in: self).last }

    private func labels(in widget: Gtk.Widget) -> [Gtk.Label] {
        widget.children.flatMap { child -> [Gtk.Label] in
            if let label = child.as(Gtk.Label.self) { return label.hasCSSClass("dim-label") ? [label] : [] }
            return labels(in: child)
        }
    }
}

/// An album's tracks as rows of a boxed list: the track number (dimmed) before the title,
/// its length (dimmed) after it.
@MainActor
enum TrackList {
    /// Replaces the rows of `list` with one row per track, when the tracks changed.
    static func show(_ tracks: [String], seconds: [Int], in list: Gtk.ListBox) {
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
            let length = Gtk.Label(TrackLengths.text(seconds[index]))
            length.addCSSClass("dim-label")
            length.addCSSClass("numeric")
            row.addSuffix(widget: length)
            list.append(row)
        }
    }
}
