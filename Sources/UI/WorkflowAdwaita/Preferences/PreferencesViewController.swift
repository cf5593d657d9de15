import Adw
import Gtk
import WorkflowUI

/// Shows a `PreferencesScreen`: an `AdwViewStack` of `AdwPreferencesPage`s (a view switcher
/// above them when there is more than one), each with its `AdwPreferencesGroup`s of rows.
///
/// An update whose pages, groups and kinds of rows are the same as shown writes only the
/// values, titles and options that changed into the live widgets (nothing is rebuilt, the
/// focus stays); a different shape rebuilds the pages.
public final class PreferencesViewController: ScreenViewController<PreferencesScreen> {
    /// The switcher between pages (hidden with one page), once the view is loaded.
    public private(set) var switcher: Adw.ViewSwitcher?
    /// The stack of pages, once the view is loaded.
    public private(set) var stack: Adw.ViewStack?
    /// The pages shown, in order.
    public private(set) var pageWidgets: [Adw.PreferencesPage] = []
    /// The groups shown, per page.
    public private(set) var groupWidgets: [[Adw.PreferencesGroup]] = []
    /// The live rows, per page and group.
    private var rowViews: [[[PreferencesRowView]]] = []
    /// How many times the pages were built (1 after loading while the shape stays the same).
    public private(set) var buildCount = 0

    /// The rows' widgets, per page and group: `AdwActionRow` (a toggle's or number's),
    /// `AdwComboRow` or `AdwEntryRow`.
    public var rowWidgets: [[[Adw.PreferencesRow]]] { rowViews.map { $0.map { $0.map(\.widget) } } }

    /// The switch of each toggle row and the spin button of each number row, in row order.
    public var controls: [Gtk.Widget] {
        rowViews.flatMap { $0.flatMap { $0.compactMap { $0.toggle ?? $0.spin } } }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let switcher = Adw.ViewSwitcher()
        switcher.policy = .wide
        switcher.horizontalAlignment = .center
        let stack = Adw.ViewStack()
        stack.expandsVertically = true
        stack.expandsHorizontally = true
        switcher.stack = stack
        switcher.setMargins(6)
        let column = Gtk.Box(.vertical)
        column.append(switcher)
        column.append(stack)
        view.append(column)
        (self.switcher, self.stack) = (switcher, stack)
        build()
    }

    public override func screenDidChange(from previousScreen: PreferencesScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        guard isViewLoaded else { return }
        if hasShownShape(screen) { updateInPlace() } else { build() }
    }

    /// Whether the live widgets can show `screen`: the same pages, groups and kinds of rows.
    private func hasShownShape(_ screen: PreferencesScreen) -> Bool {
        guard screen.pages.count == rowViews.count else { return false }
        for (page, groups) in zip(screen.pages, rowViews) {
            guard page.groups.count == groups.count else { return false }
            for (group, rows) in zip(page.groups, groups) {
                guard group.rows.count == rows.count, zip(group.rows, rows).allSatisfy({ $1.canShow($0) }) else { return false }
            }
        }
        return true
    }

    private func updateInPlace() {
        guard let stack else { return }
        for (pageIndex, page) in screen.pages.enumerated() {
            let pageWidget = pageWidgets[pageIndex]
            if pageWidget.title != page.title {
                pageWidget.title = page.title
                pageWidget.setAccessibleLabel(page.title)
                stack.page(child: pageWidget).title = page.title
            }
            if pageWidget.iconName != page.iconName {
                pageWidget.iconName = page.iconName
                stack.page(child: pageWidget).iconName = page.iconName
            }
            for (groupIndex, group) in page.groups.enumerated() {
                let groupWidget = groupWidgets[pageIndex][groupIndex]
                if groupWidget.title != group.title { groupWidget.title = group.title }
                if groupWidget.description != group.description { groupWidget.description = group.description }
                for (row, rowView) in zip(group.rows, rowViews[pageIndex][groupIndex]) { rowView.update(row) }
            }
        }
        applyAccessibility()
    }

    private func build() {
        guard let stack, let switcher else { return }
        buildCount += 1
        for page in pageWidgets { stack.remove(page) }
        (pageWidgets, groupWidgets, rowViews) = ([], [], [])
        for (index, page) in screen.pages.enumerated() {
            let pageWidget = Adw.PreferencesPage()
            pageWidget.title = page.title
            pageWidget.iconName = page.iconName
            pageWidget.setAccessibleLabel(page.title)
            var groups: [Adw.PreferencesGroup] = []
            var rows: [[PreferencesRowView]] = []
            for group in page.groups {
                let groupWidget = Adw.PreferencesGroup()
                groupWidget.title = group.title
                groupWidget.description = group.description
                let views = group.rows.map(PreferencesRowView.init(row:))
                for rowView in views { groupWidget.add(rowView.widget) }
                pageWidget.add(groupWidget)
                groups.append(groupWidget)
                rows.append(views)
            }
            let stackPage = stack.addTitled(child: pageWidget, name: "page-\(index)", title: page.title)
            stackPage.iconName = page.iconName
            pageWidgets.append(pageWidget)
            groupWidgets.append(groups)
            rowViews.append(rows)
        }
        switcher.isVisible = screen.pages.count > 1
        applyAccessibility()
    }

    private func applyAccessibility() {
        view.setAccessibleLabel(screen.accessibleName)
    }
}
