internal import CGtk

extension Popover {
    /// Makes the application's keyboard accelerators (``Application/setAccelerators(_:for:)``)
    /// work while the popover has the keyboard focus.
    ///
    /// A popover is a surface of its own: key events pressed while it is open stop at it and
    /// never reach its window, where GTK handles the application's accelerators, so Ctrl+Q
    /// does nothing while a menu is open. Call this once on each popover you create (a
    /// `MenuButton` makes a new popover whenever its `menuModel` is set): each time the
    /// popover is shown, it binds the accelerators the application has then to the same
    /// actions, activated from the popover.
    public func forwardApplicationAccelerators() {
        let controller = ShortcutController(scope: .local)
        addController(controller)
        onMap { [weak self, weak controller] in
            guard let self, let controller else { return }
            Self.bindApplicationAccelerators(of: self, to: controller)
        }
    }

    /// Replaces `controller`'s shortcuts with the accelerators of the application of
    /// `popover`'s window.
    private static func bindApplicationAccelerators(of popover: Popover, to controller: ShortcutController) {
        let list = opaque(controller.gobject) as OpaquePointer
        while g_list_model_get_n_items(list) > 0, let item = g_list_model_get_item(list, 0) {
            gtk_shortcut_controller_remove_shortcut(list, opaque(item))
            g_object_unref(item)
        }
        guard let root = gtk_widget_get_root(popover.widget),
              let window = g_type_check_instance_is_a(cast(root), gtk_window_get_type()) != 0 ? root : nil,
              let application = gtk_window_get_application(cast(window)),
              let descriptions = gtk_application_list_action_descriptions(application)
        else { return }
        defer { g_strfreev(descriptions) }
        var index = 0
        while let detailed = descriptions[index] {
            index += 1
            guard let accels = gtk_application_get_accels_for_action(application, detailed) else { continue }
            defer { g_strfreev(accels) }
            var name: UnsafeMutablePointer<gchar>?
            var target: OpaquePointer?
            guard g_action_parse_detailed_name(detailed, &name, &target, nil) != 0, let name else { continue }
            defer { g_free(name) }
            var accelIndex = 0
            while let accel = accels[accelIndex] {
                accelIndex += 1
                guard let trigger = gtk_shortcut_trigger_parse_string(accel) else { continue }
                let shortcut = gtk_shortcut_new(trigger, gtk_named_action_new(name))
                if let target { gtk_shortcut_set_arguments(shortcut, target) }
                gtk_shortcut_controller_add_shortcut(list, shortcut)
            }
            if let target { g_variant_unref(target) }
        }
    }
}
