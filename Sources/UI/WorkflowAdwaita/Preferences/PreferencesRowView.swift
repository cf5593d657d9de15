import Adw
import Gtk

/// The live widgets of one preferences row and the row value they show. An update writes
/// only the values that differ, while the handlers are muted, so the workflow's own value
/// never comes back to it as a change and a focused control keeps its focus and cursor.
@MainActor
final class PreferencesRowView {
    /// The row in the group: an `AdwActionRow`, `AdwComboRow` or `AdwEntryRow`.
    let widget: Adw.PreferencesRow
    /// The switch of a toggle row.
    private(set) var toggle: Gtk.Switch?
    /// The spin button of a number row.
    private(set) var spin: Gtk.SpinButton?
    /// The options of a choice row.
    private var options: Gtk.StringList?
    /// The row shown now (its closures are the ones called).
    private(set) var row: PreferencesScreen.Row
    /// True while an update writes to the widgets.
    private var isApplying = false

    /// Builds the widgets for `row`.
    init(row: PreferencesScreen.Row) {
        self.row = row
        switch row.control {
        case .toggle:
            let actionRow = Adw.ActionRow()
            let toggle = Gtk.Switch()
            toggle.verticalAlignment = .center
            actionRow.addSuffix(widget: toggle)
            actionRow.activatableWidget = toggle
            (widget, self.toggle) = (actionRow, toggle)
        case .number:
            let actionRow = Adw.ActionRow()
            let spin = Gtk.SpinButton(min: 0, max: 1, step: 1)
            spin.verticalAlignment = .center
            spin.isNumeric = true
            actionRow.addSuffix(widget: spin)
            actionRow.activatableWidget = spin
            (widget, self.spin) = (actionRow, spin)
        case .choice:
            let comboRow = Adw.ComboRow()
            let options = Gtk.StringList(strings: [])
            comboRow.setModel(options)
            (widget, self.options) = (comboRow, options)
        case .text:
            widget = Adw.EntryRow()
        }
        connectHandlers()
        apply(row, force: true)
    }

    /// Reports the user's changes to the shown row's `onChange` (not the updates' own writes).
    private func connectHandlers() {
        toggle?.onNotifyIsActive { [weak self] isOn in
            guard let self, !self.isApplying, case .toggle(_, let onChange) = self.row.control else { return }
            onChange(isOn)
        }
        spin?.onValueChanged { [weak self] in
            guard let self, let spin = self.spin, !self.isApplying, case .number(_, _, _, _, let onChange) = self.row.control else { return }
            onChange(spin.value)
        }
        if let comboRow = widget as? Adw.ComboRow {
            comboRow.onNotifySelected { [weak self] index in
                guard let self, !self.isApplying, case .choice(let titles, _, let onChange) = self.row.control,
                      titles.indices.contains(index) else { return }
                onChange(index)
            }
        }
        if let entryRow = widget as? Adw.EntryRow {
            entryRow.onChanged { [weak self, weak entryRow] in
                guard let self, let entryRow, !self.isApplying, case .text(_, let onChange) = self.row.control else { return }
                onChange(entryRow.text)
            }
        }
    }

    /// Whether `row` can be shown by these widgets (the same kind of control).
    func canShow(_ row: PreferencesScreen.Row) -> Bool { row.control.kind == self.row.control.kind }

    /// Shows `row` in place.
    func update(_ row: PreferencesScreen.Row) { apply(row, force: false) }

    private func apply(_ new: PreferencesScreen.Row, force: Bool) {
        let old = row
        row = new
        isApplying = true
        defer { isApplying = false }
        if force || old.title != new.title {
            widget.title = new.title
            widget.setAccessibleLabel(new.title)
            toggle?.setAccessibleLabel(new.title)
            if let spin {
                spin.setAccessibleLabel(new.title)
                // GTK 4.8's − and + buttons of a spin button show only an icon, unnamed.
                for button in spin.descendants(of: Gtk.Button.self) {
                    switch button.iconName {
                    case "value-decrease-symbolic": button.setAccessibleLabel("Decrease \(new.title)")
                    case "value-increase-symbolic": button.setAccessibleLabel("Increase \(new.title)")
                    default: break
                    }
                }
            }
        }
        if let actionRow = widget as? Adw.ActionRow, force || old.subtitle != new.subtitle {
            actionRow.subtitle = new.subtitle ?? ""
        }
        switch new.control {
        case .toggle(let isOn, _):
            if let toggle, toggle.isActive != isOn { toggle.isActive = isOn }
        case .number(let value, let range, let step, let digits, _):
            guard let spin else { return }
            if spin.digits != digits { spin.digits = digits }
            let shown = spin.range()
            if shown.min != range.lowerBound || shown.max != range.upperBound { spin.setRange(min: range.lowerBound, max: range.upperBound) }
            if spin.increments().step != step { spin.setIncrements(step: step, page: step * 10) }
            if spin.value != value { spin.value = value }
        case .choice(let titles, let selected, _):
            guard let options, let comboRow = widget as? Adw.ComboRow else { return }
            if case .choice(let oldTitles, _, _) = old.control, !force, oldTitles == titles {} else {
                options.splice(0, nRemovals: options.nItems, additions: titles)
            }
            if titles.indices.contains(selected), comboRow.selected != selected { comboRow.selected = selected }
        case .text(let text, _):
            guard let entryRow = widget as? Adw.EntryRow else { return }
            if entryRow.text != text { entryRow.text = text }
        }
    }
}
