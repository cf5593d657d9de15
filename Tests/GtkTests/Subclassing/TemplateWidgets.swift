import Gtk

/// The UI definition of `GreetingCard`: a box with a title, a button whose `clicked` calls
/// the `greet` callback, and a check button whose `toggled` calls `submit` (swapped).
let greetingCardXML = """
    <?xml version="1.0" encoding="UTF-8"?>
    <interface>
      <template class="TestGreetingCard" parent="GtkBox">
        <property name="orientation">vertical</property>
        <child>
          <object class="GtkLabel" id="title">
            <property name="label">Hello</property>
          </object>
        </child>
        <child>
          <object class="GtkButton" id="button">
            <property name="label">Greet</property>
            <signal name="clicked" handler="greet"/>
          </object>
        </child>
        <child>
          <object class="GtkCheckButton" id="check">
            <signal name="toggled" handler="submit" swapped="yes"/>
          </object>
        </child>
      </template>
    </interface>
    """

/// A composite-template widget: children read by id, two callbacks.
@MainActor
final class GreetingCard: Widget, ObjectSubclass {
    static let title = TemplateChild<Label>("title")
    static let button = TemplateChild<Button>("button")
    static let check = TemplateChild<CheckButton>("check")
    static let typeDefinition = ObjectTypeDefinition(
        name: "TestGreetingCard", parent: "GtkBox",
        template: WidgetTemplate(
            xml: greetingCardXML, file: "greeting-card.ui", children: [title, button, check],
            callbacks: [
                TemplateCallback<GreetingCard>("greet") { card, emitter in
                    card.greetings += 1
                    card.lastEmitter = emitter
                },
                TemplateCallback<GreetingCard>("submit") { card, _ in card.submissions += 1 },
            ]))

    var greetings = 0
    var submissions = 0
    weak var lastEmitter: Object?
}

/// A template whose Swift side names a child the file lacks.
@MainActor
final class MissingChildCard: Widget, ObjectSubclass {
    static let typeDefinition = ObjectTypeDefinition(
        name: "TestGreetingCard", parent: "GtkBox",
        template: WidgetTemplate(xml: greetingCardXML, file: "greeting-card.ui",
                                 children: [TemplateChild<Label>("subtitle")],
                                 callbacks: [TemplateCallback<MissingChildCard>("greet") { _, _ in },
                                             TemplateCallback<MissingChildCard>("submit") { _, _ in }]))
}

/// A template whose Swift side reads a label as a button.
@MainActor
final class MistypedChildCard: Widget, ObjectSubclass {
    static let typeDefinition = ObjectTypeDefinition(
        name: "TestGreetingCard", parent: "GtkBox",
        template: WidgetTemplate(xml: greetingCardXML, file: "greeting-card.ui",
                                 children: [TemplateChild<Button>("title")],
                                 callbacks: [TemplateCallback<MistypedChildCard>("greet") { _, _ in },
                                             TemplateCallback<MistypedChildCard>("submit") { _, _ in }]))
}

/// A template whose file names a handler the Swift side lacks.
@MainActor
final class MissingCallbackCard: Widget, ObjectSubclass {
    static let typeDefinition = ObjectTypeDefinition(
        name: "TestGreetingCard", parent: "GtkBox",
        template: WidgetTemplate(xml: greetingCardXML, file: "greeting-card.ui",
                                 callbacks: [TemplateCallback<MissingCallbackCard>("greet") { _, _ in }]))
}

/// A template for another class than the type's.
@MainActor
final class WrongClassCard: Widget, ObjectSubclass {
    static let typeDefinition = ObjectTypeDefinition(
        name: "TestWrongClassCard", parent: "GtkBox",
        template: WidgetTemplate(xml: greetingCardXML, file: "greeting-card.ui"))
}

/// A template whose XML is malformed on its second line.
@MainActor
final class BrokenTemplateCard: Widget, ObjectSubclass {
    static let typeDefinition = ObjectTypeDefinition(
        name: "TestBrokenTemplateCard", parent: "GtkBox",
        template: WidgetTemplate(xml: "<interface><template class=\"TestBrokenTemplateCard\">\n<child></template>", file: "broken.ui"))
}

/// The GResource path of `ResourceCard`'s UI definition (registered by the test).
let resourceCardPath = "/dev/workflowgtk/tests/resource-card.ui"

/// The UI definition of `ResourceCard`: one label.
let resourceCardXML = """
    <interface>
      <template class="TestResourceCard" parent="GtkBox">
        <child><object class="GtkLabel" id="caption"><property name="label">From a resource</property></object></child>
      </template>
    </interface>
    """

/// A template loaded from a registered GResource bundle.
@MainActor
final class ResourceCard: Widget, ObjectSubclass {
    static let caption = TemplateChild<Label>("caption")
    static let typeDefinition = ObjectTypeDefinition(
        name: "TestResourceCard", parent: "GtkBox",
        template: WidgetTemplate(resource: resourceCardPath, children: [caption]))
}

/// A template whose `<template parent>` is not the type's parent.
@MainActor
final class WrongParentCard: Widget, ObjectSubclass {
    static let typeDefinition = ObjectTypeDefinition(
        name: "TestGreetingCard", parent: "GtkGrid",
        template: WidgetTemplate(xml: greetingCardXML, file: "greeting-card.ui",
                                 callbacks: [TemplateCallback<WrongParentCard>("greet") { _, _ in },
                                             TemplateCallback<WrongParentCard>("submit") { _, _ in }]))
}
