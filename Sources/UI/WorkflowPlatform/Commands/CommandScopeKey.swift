import WorkflowUI

/// The environment key for `ViewEnvironment.commandScope`.
public enum CommandScopeKey: ViewEnvironmentKey {
    /// Outside any ``CommandScreen``: none.
    public static let defaultValue: CommandScope? = nil
}

/// The environment key for how deep a ``CommandScreen`` is nested (inner commands win).
enum CommandDepthKey: ViewEnvironmentKey {
    static let defaultValue = 0
}

extension ViewEnvironment {
    /// The commands of the window this controller shows in: set by the outermost
    /// ``CommandScreen`` for everything below it. A container reads it to list the active
    /// commands (the primary menu of `AdaptivePageScreen` does).
    public var commandScope: CommandScope? {
        get { self[CommandScopeKey.self] }
        set { self[CommandScopeKey.self] = newValue }
    }

    /// How many command screens are around this one.
    var commandDepth: Int {
        get { self[CommandDepthKey.self] }
        set { self[CommandDepthKey.self] = newValue }
    }
}
