import Adw
import Foundation
import Gtk
import NotesCore
import NotesScreens
import NotesWorkflows
import Workflow
import WorkflowPlatform
import WorkflowUI

/// The Notes application: one window showing `NotesWorkflow` (single instance: a second
/// launch activates it; Ctrl+N and Ctrl+F are the window's, in NotesScreens), Ctrl+Q, About, and the pending edits written
/// synchronously before the process ends (quit, window closed, termination signal).
@MainActor
final class NotesApp {
    static let applicationID = "dev.workflowgtk.Notes"

    /// What the first launch asked for (read before the window is made).
    private var options = NotesOptions()
    private var application: Gtk.Application?
    private var window: Adw.ApplicationWindow?
    private var container: ContainerViewController<NotesWorkflow>?
    private var subscription: WorkflowHostSubscription?
    private var status: Int32 = 0
    /// The note selected when the app was last used in the folder shown, to select again.
    private var restoredNote: String?
    /// The autosaves' queue: finished (its write in flight done) before the last edits are written.
    private let writes = FileWriteQueue()
    /// Where edits that cannot be written when the app ends are kept
    /// (`$XDG_STATE_HOME/dev.workflowgtk.Notes/recovered/`), offered at the next launch.
    private let recovery = RecoveryStore(appID: NotesApp.applicationID)
    /// Where the notes' earlier versions are kept (Version History).
    private let history = NoteHistoryStore(appID: NotesApp.applicationID)
    /// Settles every ending (the last keys typed are in the rendering), holds a quit or close
    /// while edits that cannot be written are asked about, and writes the unsaved edits once.
    private var endings: EndingCoordinator<NotesRendering, Never>?

    /// Runs the application with the process's command line; returns the exit status.
    func run() -> Int32 {
        let commandLine = LaunchCommandLine(program: "notes", version: NotesOptions.version, options: NotesOptions.launchOptions)
        commandLine.summary = NotesOptions.summary
        commandLine.description = NotesOptions.keys
        commandLine.fileArguments = "[FILE…]"
        // --help's texts come from Notes' catalog, read before GTK starts (see activate()).
        Translation.bindCatalog(domain: NotesStrings.textDomain, directory: Self.localeFolder)
        commandLine.translate = { Translation.string($0, domain: NotesStrings.textDomain) }
        // A screenshot run is its own instance (it must not hand over to a running Notes).
        commandLine.handleLocally = { values, application in
            if values.value("screenshot") != nil { application.flags.insert(.nonUnique) }
            return nil
        }
        let application = Gtk.Application(id: Self.applicationID, flags: [])
        self.application = application
        // The catalogs are in <bin>/../share/locale, for a source-tree or an installed binary.
        // Made the default domain after GTK started: GLib decides once, at its first
        // translation, whether to translate at all, and says no when the default domain is
        // not "messages" and has no catalog for the language (Hebrew here would leave GTK
        // untranslated and left to right).
        application.onStartup { NotesStrings.bind(localeFolder: Self.localeFolder) }
        application.onActivate { [unowned self] in self.activate() }
        commandLine.install(on: application) { [unowned self] launch in self.launch(launch) }
        application.addAction("quit") { [unowned self] in
            guard let application = self.application else { return }
            if let endings = self.endings { endings.requestQuit(application) } else { application.quit() }
        }
        application.addAction("about") { [unowned self] in self.showAbout() }
        application.setAccelerators(["<Control>q"], for: "app.quit")
        application.setAccelerators(["<Control>w"], for: "window.close")
        application.onShutdown { [unowned self] in self.endings?.finish() }
        let result = application.run(arguments: CommandLine.arguments)
        waitForWritesInFlight()
        endings?.finish()
        subscription = nil
        container = nil
        return commandLine.exitStatus(result != 0 ? result : status)
    }

    /// A launch: the first one makes the window; a later one (another `notes` process) shows
    /// its folder, note or file in it and brings it to the front.
    private func launch(_ launch: Launch) {
        guard let asked = NotesOptions(launch) else { return }
        if asked.choseFolder, let problem = NotesOptions.prepare(asked.folder) {
            launch.refuse(problem, status: 1)
            return
        }
        guard let window, let container else {
            options = asked
            application?.activate()
            return
        }
        // Another folder is opened as Open Folder… opens one (the edits of the one shown written
        // first); the note is selected once it is listed.
        if asked.choseFolder || asked.openNote != nil {
            container.host.rendering.open(folder: asked.choseFolder ? asked.folder : nil, note: asked.openNote)
        }
        if let style = asked.style { container.host.rendering.onStyleChange(style) }
        if asked.showsPreferences { container.host.rendering.onShowPreferences() }
        if let size = asked.size { window.setDefaultSize(width: size.width, height: size.height) }
        window.present()
    }

    private func activate() {
        // `gapplication activate`, or an activation without a command line: the window comes to the front.
        if let window {
            window.present()
            return
        }
        let workflow = makeWorkflow()
        // The folder restored from the last run (a chosen one was prepared by the launch).
        if let problem = NotesOptions.prepare(workflow.folder) { Self.report("notes: \(problem)\n") }
        // The host starts first: the folder is listed while the window and its styles load.
        let host = WorkflowHost(workflow: workflow)
        Adwaita.initialize()
        // A screenshot shows the settled window, not a fold's transition half-way.
        if options.screenshotPath != nil { Appearance.enablesAnimations = false }
        let window = Adw.ApplicationWindow(application: application!)
        window.title = Translation.string("Notes")
        window.iconName = Self.applicationID
        let size = options.size ?? (960, 640)
        window.setDefaultSize(width: size.width, height: size.height)
        let container = ContainerViewController(host: host)
        window.content = container.view
        let endings = EndingCoordinator(root: container) { [unowned self] rendering, _ in self.writePendingEdits(rendering) }
        window.onCloseRequest { [unowned window] in endings.closeRequested(window) }
        self.endings = endings
        self.window = window
        self.container = container
        window.present()
        whenListed(container) { [unowned self] in
            if let name = self.options.openNote ?? self.restoredNote { container.host.rendering.onSelect(name) }
            if let style = self.options.style { container.host.rendering.onStyleChange(style) }
            if self.options.showsPreferences { container.host.rendering.onShowPreferences() }
            guard let path = self.options.screenshotPath else { return }
            // Let the split settle into its layout, then capture a frame of the size asked for.
            _ = MainLoop.addTimeout(milliseconds: 300) { [unowned self] in
                window.afterPaint(width: size.width, height: size.height) { [unowned self] in self.saveScreenshot(window: window, path: path) }
                return false
            }
        }
    }

    /// The workflow for the options' folder (or the one last shown), starting with the stored
    /// preferences (sort order, font size, style) and the note last selected there. Without the settings schema: one line on standard error and the
    /// defaults.
    private func makeWorkflow() -> NotesWorkflow {
        // A source-tree or installed binary finds the schema in <bin>/../share, as installed.
        let share = Self.shareFolder.appendingPathComponent("glib-2.0/schemas").path
        let (store, problem) = NotesSettings.open(folders: [share])
        if let problem { Self.report(problem + "\n") }
        var workflow = NotesWorkflow(folder: options.folder, watchesFolder: true, settings: store, writes: writes, recovery: recovery, history: history)
        workflow.cachesFolder = true
        if let store {
            // The folder and note last shown (restored on launch), unless the command line chose.
            if let last = NotesSettings.lastPlace(in: store), !options.choseFolder || last.folder.url.path == options.folder.url.path {
                workflow.folder = last.folder
                restoredNote = last.note
            }
            if case .success(let order) = store.value(NotesSettings.sortOrder) { workflow.sortOrder = order }
            if case .success(let size) = store.value(NotesSettings.fontSize) { workflow.fontSize = size }
            if case .success(let style) = store.value(NotesSettings.style) { workflow.style = style }
        }
        return workflow
    }

    /// `<bin>/../share/locale`: Notes' catalogs.
    private static var localeFolder: String { shareFolder.appendingPathComponent("locale").path }

    /// `<bin>/../share` of this binary (the source tree's build folder, or the install prefix),
    /// from the running executable (`/proc/self/exe`, not `argv[0]`: a launch through `PATH`,
    /// a symbolic link or from another folder finds the same folder).
    private static var shareFolder: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("share")
    }

    /// Calls `body` once the folder was listed (at once if it was).
    private func whenListed(_ container: ContainerViewController<NotesWorkflow>, _ body: @escaping @MainActor () -> Void) {
        if container.host.rendering.status != .loading {
            body()
            return
        }
        subscription = container.host.onRendering { [unowned self] rendering in
            guard rendering.status != .loading, self.subscription != nil else { return }
            self.subscription = nil
            body()
        }
    }

    private func saveScreenshot(window: Adw.ApplicationWindow, path: String) {
        do {
            try window.savePNGWithModals(to: path)
            print("Screenshot written to \(path)")
        } catch {
            Self.report("notes: --screenshot: \(error)\n")
            status = 1
        }
        application?.quit()
    }

    /// A termination signal: nobody can be asked; the edits are written (what cannot be is
    /// kept for recovery) with every key delivered before the signal.
    func terminate() {
        endings?.terminate()
    }

    /// Writes every edit not on disk yet in `rendering` (settled: every event before the
    /// ending applied), synchronously and atomically, after the autosave in flight. Called
    /// once, when the app ends; an edit that cannot be written is reported on standard error.
    private func writePendingEdits(_ rendering: NotesRendering) {
        // The autosave in flight completes first, and no later one runs: nothing older
        // replaces what is written here.
        writes.finish()
        for note in rendering.writeUnsavedNotes(recovery: recovery) {
            if let kept = note.recoveryPath {
                Self.report("notes: \(note.error); the edit is kept in \(kept) and offered at the next launch\n")
            } else {
                Self.report("notes: \(note.error); the edit could not be kept for recovery either: \(note.recoveryError.map(String.init(describing:)) ?? "no recovery folder")\n")
                status = 1
            }
        }
    }

    /// Lets the autosaves still running finish (at most 2 s), so that the last synchronous
    /// write comes after them: an older text never replaces the newest.
    private func waitForWritesInFlight() {
        guard let container else { return }
        let deadline = ContinuousClock.now + .seconds(2)
        while container.host.rendering.writesInFlight && ContinuousClock.now < deadline {
            if !MainLoop.iterate(blocking: false) { usleep(2_000) }
        }
    }

    /// Writes `message` to standard error.
    static func report(_ message: String) {
        FileHandle.standardError.write(Data(message.utf8))
    }

    /// The About window (`app.about`, from the primary menu).
    private func showAbout() {
        let about = AboutWindow()
        about.applicationName = Translation.string("Notes")
        about.applicationIcon = Self.applicationID
        about.version = NotesOptions.version
        about.developerName = Translation.string("The WorkflowGtk developers")
        about.comments = Translation.string("Plain Markdown notes in a folder, saved as you type.")
        about.copyright = Translation.string("© 2026 The WorkflowGtk developers")
        // TRANSLATORS: your name (and e-mail address), shown in the About window's credits.
        let credits = Translation.string("translator-credits")
        if credits != "translator-credits" { about.translatorCredits = credits }
        about.license = Translation.string("This program is free software, licensed under the Apache License, version 2.0.")
        if let window { about.setTransient(for: window, modal: true) }
        about.present()
    }
}
