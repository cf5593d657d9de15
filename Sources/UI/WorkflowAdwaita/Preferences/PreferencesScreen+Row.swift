extension PreferencesScreen {
    /// One row: a title, an optional subtitle, and the control that edits its value.
    public struct Row {
        /// The row's title (also the control's accessible name).
        public var title: String
        /// The smaller text under the title.
        public var subtitle: String?
        /// What the row edits.
        public var control: Control

        /// A row titled `title` with `control`.
        public init(title: String, subtitle: String? = nil, control: Control) {
            self.title = title
            self.subtitle = subtitle
            self.control = control
        }

        /// What a row edits, with its current value and the closure called with the user's change.
        public enum Control {
            /// An on/off switch (`GtkSwitch` in an `AdwActionRow`).
            case toggle(isOn: Bool, onChange: (Bool) -> Void)
            /// A number in `range`, by `step`, shown with `digits` decimals (`GtkSpinButton`).
            case number(value: Double, range: ClosedRange<Double>, step: Double, digits: Int, onChange: (Double) -> Void)
            /// One of `options`, by index (`AdwComboRow`).
            case choice(options: [String], selected: Int, onChange: (Int) -> Void)
            /// A line of text (`AdwEntryRow`), reported at each edit.
            case text(String, onChange: (String) -> Void)

            /// The kind of widget the control needs: rows of the same kind update in place.
            var kind: Int {
                switch self {
                case .toggle: 0
                case .number: 1
                case .choice: 2
                case .text: 3
                }
            }
        }

        /// An on/off switch.
        public static func toggle(title: String, subtitle: String? = nil, isOn: Bool, onChange: @escaping (Bool) -> Void) -> Row {
            Row(title: title, subtitle: subtitle, control: .toggle(isOn: isOn, onChange: onChange))
        }

        /// A whole number in `range` (a spin button).
        public static func number(title: String, subtitle: String? = nil, value: Int, range: ClosedRange<Int>, step: Int = 1,
                                  onChange: @escaping (Int) -> Void) -> Row {
            Row(title: title, subtitle: subtitle, control: .number(
                value: Double(value), range: Double(range.lowerBound)...Double(range.upperBound), step: Double(step), digits: 0,
                onChange: { onChange(Int($0.rounded())) }))
        }

        /// A decimal number in `range` (a spin button showing `digits` decimals).
        public static func number(title: String, subtitle: String? = nil, value: Double, range: ClosedRange<Double>, step: Double,
                                  digits: Int = 1, onChange: @escaping (Double) -> Void) -> Row {
            Row(title: title, subtitle: subtitle, control: .number(value: value, range: range, step: step, digits: digits, onChange: onChange))
        }

        /// One of `options` (a combo row); `selected` is an index into `options`.
        public static func choice(title: String, subtitle: String? = nil, options: [String], selected: Int,
                                  onChange: @escaping (Int) -> Void) -> Row {
            Row(title: title, subtitle: subtitle, control: .choice(options: options, selected: selected, onChange: onChange))
        }

        /// One case of an enumeration (a combo row listing `titles` of every case, in `allCases` order).
        public static func choice<Value: CaseIterable & Equatable>(title: String, subtitle: String? = nil, selected: Value,
                                                                   titles: (Value) -> String, onChange: @escaping (Value) -> Void) -> Row {
            let cases = Array(Value.allCases)
            return choice(title: title, subtitle: subtitle, options: cases.map(titles), selected: cases.firstIndex(of: selected) ?? 0,
                          onChange: { index in if cases.indices.contains(index) { onChange(cases[index]) } })
        }

        /// A line of text (an entry row).
        public static func text(title: String, text: String, onChange: @escaping (String) -> Void) -> Row {
            Row(title: title, control: .text(text, onChange: onChange))
        }
    }
}
