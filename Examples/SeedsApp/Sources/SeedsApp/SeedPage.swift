import Gtk

/// One seed's page, laid out in Blueprint (`SeedPage.blp`, compiled at build time by
/// WorkflowGtk's `BlueprintPlugin` into `SeedPageBlueprint`) and bound as a composite
/// template: the seed's name (a heading), its note, a ``SunGauge`` (this package's own
/// widget) with the words for it, and either "Add to Garden" or "In your garden".
///
/// The Add button's `clicked` handler (`add_to_garden` in the file) reaches Swift through a
/// typed template callback and calls ``onAdd``.
@MainActor
public final class SeedPage: Widget, ObjectSubclass {
    /// The seed's name, a heading.
    public static let title = TemplateChild<Label>("title")
    /// What to know about the seed.
    public static let note = TemplateChild<Label>("note")
    /// How much sun the seed wants.
    public static let sun = TemplateChild<SunGauge>("sun")
    /// The gauge's words ("Full sun"), for sighted users (the gauge has them as its name).
    public static let sunLabel = TemplateChild<Label>("sun_label")
    /// "Add to Garden", shown while the seed is not in the garden.
    public static let add = TemplateChild<Button>("add")
    /// "In your garden", shown once it is.
    public static let planted = TemplateChild<Label>("planted")

    /// The GType `SeedsSeedPage`, a `GtkBox` built from `SeedPage.blp`. Reading it first
    /// registers `SeedsSunGauge`, the class the file names for the gauge, so the type exists
    /// before GTK builds (or the check reads) the template.
    public static let typeDefinition: ObjectTypeDefinition = {
        SunGauge.registerType()
        return ObjectTypeDefinition(
            name: "SeedsSeedPage", parent: "GtkBox",
            template: WidgetTemplate(
                xml: SeedPageBlueprint.xml, file: SeedPageBlueprint.file,
                children: [title, note, sun, sunLabel, add, planted],
                callbacks: [
                    TemplateCallback<SeedPage>("add_to_garden", emitter: Button.self) { page, _ in page.onAdd() },
                ]))
    }()

    /// Called when "Add to Garden" is clicked.
    public var onAdd: () -> Void = {}

    /// Connects the gauge to its words (call once, after creating the page).
    public func start() {
        self[Self.sun].followSuns()
        // The gauge's accessible name says the same; a screen reader reads it once.
        self[Self.sunLabel].setAccessibleHidden(true)
    }

    /// Shows a seed: its name, note, sun (0…3) and whether it is in the garden.
    public func show(name: String, note: String, suns: Int, isInGarden: Bool) {
        if self[Self.title].text != name { self[Self.title].text = name }
        if self[Self.note].text != note { self[Self.note].text = note }
        if self[Self.sun][SunGauge.suns] != suns { self[Self.sun][SunGauge.suns] = suns }
        let summary = SunGauge.summary(forSuns: suns)
        if self[Self.sunLabel].text != summary { self[Self.sunLabel].text = summary }
        self[Self.add].isVisible = !isInGarden
        self[Self.planted].isVisible = isInGarden
    }
}
