import Workflow

extension WorkflowApplication {
    /// A command-line option a library adds to a ``WorkflowApplication`` (`--name VALUE` or
    /// `--name=VALUE`), listed by `--help`, applied when the app starts (a second launch that
    /// gives it is refused: the running app has its observers already). `WorkflowRecording` adds `--record` and `--replay`.
    public struct CommandLineOption {
        /// The option without its dashes (`record` for `--record`).
        public var name: String
        /// The value's name in the help text (`FILE`).
        public var valueName: String
        /// One line of help.
        public var help: String
        /// Called with the value before the window is made; returns observers for the root
        /// host, or throws ``Invalid`` (the app prints its message and exits with status 2).
        public var handler: @MainActor (_ value: String) throws -> [any WorkflowObserver]

        /// A value the option refuses: `message` is printed after the program's name.
        public struct Invalid: Error {
            /// What is wrong with the value, naming the fix.
            public var message: String
            /// Creates the error.
            public init(_ message: String) { self.message = message }
        }

        /// Creates an option.
        public init(
            name: String, valueName: String, help: String,
            handler: @escaping @MainActor (_ value: String) throws -> [any WorkflowObserver]
        ) {
            self.name = name
            self.valueName = valueName
            self.help = help
            self.handler = handler
        }
    }

    /// Runs the handlers of the extra options given; returns their observers, or the error
    /// (`--name: what is wrong`, without the program's name).
    func applyExtraOptions(_ values: [(String, String)]) -> Result<[any WorkflowObserver], CommandLineResultFailure> {
        var observers: [any WorkflowObserver] = []
        for (name, value) in values {
            guard let option = commandLineOptions.first(where: { $0.name == name }) else { continue }
            do {
                observers += try option.handler(value)
            } catch let invalid as CommandLineOption.Invalid {
                return .failure(CommandLineResultFailure(message: "--\(name): \(invalid.message)"))
            } catch {
                return .failure(CommandLineResultFailure(message: "--\(name): \(error)"))
            }
        }
        return .success(observers)
    }
}

/// A command-line error line (exit status 2).
struct CommandLineResultFailure: Error {
    var message: String
}
