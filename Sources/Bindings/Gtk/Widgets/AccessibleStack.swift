internal import CGtk

extension Stack {
    /// Exposes only the visible page to assistive technologies: every other page (and its
    /// `GtkStackPage`) is marked hidden. GTK 4.8 exposes all pages of a stack at once; call
    /// this after adding pages and whenever the visible page changes.
    public func exposeOnlyVisiblePage() {
        let visible = gtk_stack_get_visible_child(stack)
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            let hidden: gboolean = current == visible ? 0 : 1
            cgtk_accessible_set_bool_state(opaque(current), GTK_ACCESSIBLE_STATE_HIDDEN, hidden)
            if let page = gtk_stack_get_page(stack, current) {
                cgtk_accessible_set_bool_state(page, GTK_ACCESSIBLE_STATE_HIDDEN, hidden)
            }
            child = gtk_widget_get_next_sibling(current)
        }
    }

    /// The title of the page of `child` (what a switcher shows and assistive technologies
    /// announce as the page's name), or nil.
    public func pageTitle(for child: Widget) -> String? { page(child: child)?.title }

    /// The icon name of the page of `child`, or nil.
    public func pageIconName(for child: Widget) -> String? { page(child: child)?.iconName }
}

extension StackSwitcher {
    /// Hides the switcher's icons from assistive technologies: each button already carries
    /// its page's title as its name, and GTK 4.8 would announce the icons by their type
    /// name ("GtkImage"). Call it after pages are added (the switcher makes a button per page).
    public func hideDecorativeIcons() {
        var button = gtk_widget_get_first_child(widget)
        while let current = button {
            var inner = gtk_widget_get_first_child(current)
            while let item = inner {
                if cgtk_is_a(raw(item), gtk_image_get_type()) != 0 {
                    cgtk_accessible_set_bool_state(opaque(item), GTK_ACCESSIBLE_STATE_HIDDEN, 1)
                }
                inner = gtk_widget_get_next_sibling(item)
            }
            button = gtk_widget_get_next_sibling(current)
        }
    }
}
