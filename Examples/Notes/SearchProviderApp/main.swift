import Foundation
import Gtk
import NotesCore
import NotesSearchProvider
import NotesWorkflows

// notes-search-provider: Notes' GNOME Shell search provider, started by D-Bus activation
// (share/dbus-1/services/dev.workflowgtk.Notes.SearchProvider.service) when the shell first
// searches, and ending after two minutes without a call. `--folder PATH` searches PATH
// instead of the folder Notes last showed.
let usage = """
Usage: notes-search-provider [--folder PATH]

Answers GNOME Shell's searches (org.gnome.Shell.SearchProvider2 at
/dev/workflowgtk/Notes/SearchProvider, bus name dev.workflowgtk.Notes.SearchProvider) from
the notes of PATH (default: the folder Notes last showed). D-Bus starts it; it ends after
two minutes without a call.
"""

/// How long the provider stays after its last call: the notes stay read for the next search.
let idleLimit = Duration.seconds(120)

var folderArgument: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--folder" where !(arguments.first ?? "").isEmpty: folderArgument = arguments.popFirst()
    case "--help", "-h": print(usage); exit(0)
    default:
        FileHandle.standardError.write(Data("notes-search-provider: unexpected argument '\(argument)'\n\(usage)\n".utf8))
        exit(2)
    }
}

MainActor.assumeIsolated {
    Translation.bind(domain: NotesSearchProvider.textDomain,
                     directory: SearchProviderPlace.shareFolder.appendingPathComponent("locale").path)
    let folder = folderArgument.map { NotesFolder(url: URL(fileURLWithPath: $0)) } ?? SearchProviderPlace.notesFolder()
    let provider = NotesSearchProvider(folder: folder, launcher: NoteLauncher.installed(with: SearchProviderPlace.program))
    let service: DBusService
    do {
        service = try DBusService(name: SearchProviderInterface.busName, objects: [provider.makeObject()])
    } catch {
        SearchProviderPlace.report("notes-search-provider: \(error)")
        exit(1)
    }
    service.start(onNameAcquired: {
        // The object is exported before the name is owned; a path in use shows here.
        guard let problem = service.problem else { return }
        SearchProviderPlace.report("notes-search-provider: \(problem)")
        exit(1)
    }, onNameLost: {
        SearchProviderPlace.report("notes-search-provider: cannot own \(SearchProviderInterface.busName) on the session bus (another provider has it, or there is no session bus)")
        exit(1)
    })
    provider.start()
    MainLoop.addTimeout(milliseconds: 5_000) {
        guard let idle = provider.idleSince, ContinuousClock.now - idle > idleLimit else { return true }
        MainLoop.quit()
        return false
    }
    MainLoop.run()
    withExtendedLifetime(service) {}
}
