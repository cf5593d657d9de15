import Adw
import Gtk

/// What libadwaita 1.2 shows assistive technologies that nobody should hear, and how the
/// containers quiet it. GTK 4.8 names an accessible without a label by its type
/// ("AdwViewSwitcher", "AdwGizmo", "GtkImage"), and a view switcher button exposes its
/// inner stack (two "GtkStackPage" panels) and icon next to its name.
@MainActor
enum AdwaitaAccessibility {
    /// Leaf widgets that only draw (an indicator, an icon with no name): hidden.
    static let decorativeLeaves: Set<String> = ["AdwGizmo", "GtkImage", "AdwIndicatorBin"]
    /// Containers that group other widgets (and an `AdwGizmo` with children, e.g. the ends
    /// of a header bar): given `name` so that none is announced by its type.
    static let groupingContainers: Set<String> = [
        "AdwViewSwitcherTitle", "AdwSqueezer", "AdwViewSwitcherBar", "GtkActionBar", "AdwWindowTitle", "AdwLeaflet",
    ]

    /// Quiets libadwaita's internals in `root` and below it: a view switcher is named "Tabs", each
    /// of its buttons keeps its page's title as its name and hides what is inside it,
    /// decorative leaves are hidden, grouping containers are named `name`. Widgets the app
    /// made (with their own names) are left as they are. Run it after adding tabs or rows.
    static func quietInternals(below root: Widget, name: String) {
        quiet(root, name: name)
    }

    private static func quiet(_ widget: Widget, name: String) {
        let type = widget.typeName
        if type == "AdwViewSwitcherButton" {
            for inner in widget.children where !inner.isAccessibleHidden { inner.setAccessibleHidden(true) }
            return
        }
        if widget.accessibleLabel == nil {
            if type == "AdwViewSwitcher" {
                widget.setAccessibleLabel(tabListName)
            } else if decorativeLeaves.contains(type), widget.children.isEmpty, !widget.isFocusable {
                if !widget.isAccessibleHidden { widget.setAccessibleHidden(true) }
                return
            } else if groupingContainers.contains(type) || (type == "AdwGizmo" && !widget.children.isEmpty) {
                widget.setAccessibleLabel(name)
            }
        }
        for child in widget.children { quiet(child, name: name) }
    }

    /// The name of a view switcher (a page tab list), as the GTK-only `TabScreen` names its own.
    static let tabListName = "Tabs"

    /// Exposes only the view switcher that shows, now and whenever it changes: the one the
    /// header bar's `title` shows while the window is wide (libadwaita 1.2 squeezes between a
    /// wide and a narrow switcher there), the bottom `bar`'s while it is revealed. Libadwaita
    /// keeps the others visible to GTK (a squeezer's children that do not show, a bar whose
    /// revealer is closed), so screen readers would otherwise find three "Tabs" lists.
    static func exposeOnlyShownSwitcher(title: ViewSwitcherTitle, bar: ViewSwitcherBar) {
        let update = { @MainActor [weak title, weak bar] in
            guard let title, let bar else { return }
            exposeShownSwitcher(title: title, bar: bar)
        }
        for squeezer in title.descendants(of: Squeezer.self) { squeezer.onNotifyVisibleChild { _ in update() } }
        bar.onNotifyReveal { _ in update() }
        update()
    }

    private static func exposeShownSwitcher(title: ViewSwitcherTitle, bar: ViewSwitcherBar) {
        let barShows = bar.reveal
        if bar.isAccessibleHidden != !barShows { bar.setAccessibleHidden(!barShows) }
        for squeezer in title.descendants(of: Squeezer.self) {
            let shown = squeezer.visibleChild
            for switcher in squeezer.children where switcher.typeName == "AdwViewSwitcher" {
                let hidden = barShows || switcher !== shown
                if switcher.isAccessibleHidden != hidden { switcher.setAccessibleHidden(hidden) }
            }
        }
    }
}
