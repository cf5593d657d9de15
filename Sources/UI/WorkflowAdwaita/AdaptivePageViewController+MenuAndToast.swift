import Adw
import Gtk
import WorkflowPlatform
import WorkflowUI

/// The page's primary menu (its own sections, then the window's commands) and its toasts.
extension AdaptivePageViewController {
    /// Rebuilds the menu once, just before the next frame, for every change until then (the
    /// page mapped, its screen changed, the window's commands changed). GTK 4.8 keeps every
    /// popover menu's `GMenu`s after its button is gone, so the menu is built once the command
    /// screens inside and around the page registered (they register when mapped, after and
    /// before the page) instead of once before and once after.
    func setNeedsMenuUpdate() {
        guard isViewLoaded, pendingMenuUpdate == nil else { return }
        pendingMenuUpdate = MainLoop.addIdle(priority: .highIdle) { [weak self] in
            self?.pendingMenuUpdate = nil
            self?.updateMenu()
            return false
        }
    }

    /// Builds the menu when what it shows changed, while the page is on screen, and sets
    /// its check marks and radio buttons (their actions' states) every time.
    private func updateMenu() {
        guard let headerBar, view.isMapped else { return }
        // The window's commands shown in menus follow the screen's own sections.
        let commands = commandScope?.commands.filter(\.showsInMenus) ?? []
        // The entries' kinds (plain, check, choice) count, their marks do not: the marks are
        // the actions' states.
        var shape: [[String]] = []
        for (sectionIndex, menuSection) in screen.menu.enumerated() {
            var sectionShape = [menuSection.title ?? ""]
            for (itemIndex, item) in menuSection.items.enumerated() {
                let name = Self.actionName(of: item, section: sectionIndex, index: itemIndex)
                sectionShape.append([item.label, item.detailedAction ?? "", name].joined(separator: "\u{1}"))
            }
            shape.append(sectionShape)
        }
        shape += commands.map { [$0.id, $0.title, $0.shortcut ?? "", $0.section ?? "", $0.detailedAction] }
        updateMenuStates()
        guard shape != menuShape else { return }
        menuShape = shape
        if screen.menu.isEmpty && commands.isEmpty {
            if let menuButton { headerBar.remove(menuButton) }
            menuButton = nil
            return
        }
        let menu = Menu()
        for (sectionIndex, menuSection) in screen.menu.enumerated() {
            let section = Menu()
            for (itemIndex, item) in menuSection.items.enumerated() {
                let name = Self.actionName(of: item, section: sectionIndex, index: itemIndex)
                addMenuAction(name, for: item, section: sectionIndex, index: itemIndex)
                switch item.mark {
                case .choice:
                    // The group's action, its target this item's place: GTK shows the item
                    // whose target is the state as chosen.
                    section.append(item.label, detailedAction: "page.\(name)::\(itemIndex)")
                case .none, .check:
                    section.append(item.label, detailedAction: item.detailedAction ?? "page.\(name)")
                }
            }
            menu.appendSection(label: menuSection.title, section: section)
        }
        updateMenuStates()
        CommandMenu.appendSections(of: commands, to: menu)
        let button = menuButton ?? {
            let button = MenuButton()
            button.iconName = "open-menu-symbolic"
            button.isPrimary = true
            headerBar.packEnd(child: button)
            menuButton = button
            return button
        }()
        button.tooltip = screen.menuTitle
        button.setAccessibleLabel(screen.menuTitle)
        button.menuModel = menu
        // Ctrl+Q and the app's other accelerators also work while the menu is open.
        button.popover?.forwardApplicationAccelerators()
    }

    /// The `page` action of an item: `item-S-I` (plain), `check-S-I` (a boolean state) or
    /// `choice-S` (one string state for the section's radio group).
    static func actionName(of item: AdaptivePageScreen.MenuItem, section: Int, index: Int) -> String {
        switch item.mark {
        case .none: "item-\(section)-\(index)"
        case .check: "check-\(section)-\(index)"
        case .choice: "choice-\(section)"
        }
    }

    /// Adds the action `name` for `item`, the `index`-th of `section`, unless it is there.
    private func addMenuAction(_ name: String, for item: AdaptivePageScreen.MenuItem, section: Int, index: Int) {
        guard !menuActions.actionNames.contains(name) else { return }
        let action: SimpleAction
        switch item.mark {
        case .none:
            _ = menuActions.addAction(name) { [weak self] in self?.activateMenuItem(section: section, item: index) }
            return
        case .check(let isChecked):
            action = SimpleAction(name: name, state: isChecked) { [weak self] in self?.activateMenuItem(section: section, item: index) }
        case .choice:
            action = SimpleAction(name: name, stringState: "") { [weak self] target in
                if let index = Int(target) { self?.activateMenuItem(section: section, item: index) }
            }
        }
        menuActions.addAction(action)
    }

    /// Sets each check item's and radio group's state from the screen (a group with no
    /// choice chosen: no item marked).
    private func updateMenuStates() {
        for (sectionIndex, menuSection) in screen.menu.enumerated() {
            var chosen: String?
            for (itemIndex, item) in menuSection.items.enumerated() {
                switch item.mark {
                case .none: break
                case .check(let isChecked):
                    let action = menuActions.lookupAction(Self.actionName(of: item, section: sectionIndex, index: itemIndex)) as? SimpleAction
                    if let action, action.boolState != isChecked { action.setState(isChecked) }
                case .choice(let isChosen):
                    if isChosen || chosen == nil { chosen = isChosen ? String(itemIndex) : "" }
                }
            }
            if let chosen, let group = menuActions.lookupAction("choice-\(sectionIndex)") as? SimpleAction, group.stringState != chosen {
                group.setState(chosen)
            }
        }
    }

    private func activateMenuItem(section: Int, item: Int) {
        guard screen.menu.indices.contains(section), screen.menu[section].items.indices.contains(item) else { return }
        screen.menu[section].items[item].action?()
    }

    func updateToast() {
        guard let overlay = toastOverlay else { return }
        guard let model = screen.toast else {
            dismissShownToast()
            return
        }
        if let shown = shownToast, shownToastKey == model.key {
            if shown.title != model.title { shown.title = model.title }
            return
        }
        dismissShownToast()
        if let left = leftToast, (left.buttonLabel == nil) == (model.buttonLabel == nil) {
            // Still showing (or queued): show the new message in it. Toasts added one after
            // another would queue up, each for its whole timeout (the soak queued hundreds).
            left.title = model.title
            if let label = model.buttonLabel, left.buttonLabel != label { left.buttonLabel = label }
            leftToast = nil
            shownToast = left
            shownToastKey = model.key
            return
        }
        let toast = Adw.Toast(title: model.title)
        toast.timeout = model.timeout
        if let label = model.buttonLabel {
            toast.buttonLabel = label
            toast.onButtonClicked { [weak self] in self?.screen.toast?.onButton?() }
        }
        toast.onDismissed { [weak self, weak toast] in
            guard let self, let toast else { return }
            if self.leftToast === toast { self.leftToast = nil }
            guard self.shownToast === toast else { return }
            self.shownToast = nil
            self.shownToastKey = nil
            self.screen.toast?.onDismiss()
        }
        shownToast = toast
        shownToastKey = model.key
        overlay.add(toast)
    }

    /// Forgets the shown toast without telling the workflow (it stopped rendering it). The
    /// toast is not dismissed by the program: libadwaita 1.2's overlay can crash when a toast
    /// is dismissed during its show or hide animation (found by the demo's soak); it goes
    /// away by its timeout or the user, and its button then does nothing.
    private func dismissShownToast() {
        if let shownToast { leftToast = shownToast }
        shownToast = nil
        shownToastKey = nil
    }
}
