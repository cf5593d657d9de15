internal import CGtk

// MARK: - ActionGroupProtocol, ActionMap

/// A `GtkApplication` is a `GActionGroup` and a `GActionMap` (through `GApplication`): its
/// actions are the `app.` actions every window of the application and every widget in them
/// reaches. `addAction(_:)`, `removeAction(actionName:)`, `lookupAction(_:)`,
/// `hasAction(actionName:)`, `activateAction(_:parameter:)` and the `onAction…` signals come
/// from the generated protocols.
///
/// GIO answers action-group questions (`hasAction`, `actionEnabled`, `activateAction`) only
/// once the application is registered, i.e. while it runs (`run(arguments:)`); adding,
/// removing and looking up actions work at any time.
extension Application: ActionGroupProtocol, ActionMap {}
