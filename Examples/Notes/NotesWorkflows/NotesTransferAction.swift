import Foundation
import Gtk
import NotesCore
import Workflow
import WorkflowPlatform

/// What the user and the import and export workers do.
public enum NotesTransferAction: WorkflowAction {
    public typealias WorkflowType = NotesTransferWorkflow

    /// Files to import as notes (dropped on the window; `isFolderRead` as the parent rendered).
    case importFiles([String], isFolderRead: Bool)
    /// The user asked for files to import (Import…).
    case chooseImport
    /// The Import… chooser answered.
    case importChosen(FileChooserResult, isFolderRead: Bool)
    /// An import finished: each file's outcome.
    case imported(number: Int, [NoteImport.Outcome])
    /// The user asked to save a copy of a note.
    case chooseExport(NotesTransferWorkflow.Note)
    /// The Save As chooser answered (`current`: the note as the parent last rendered it, if
    /// it is still the one selected).
    case exportChosen(FileChooserResult, current: NotesTransferWorkflow.Note?)
    /// Saving a copy finished.
    case exported(number: Int, Result<FileVersion, FileError>)

    /// Applies the action; the notes imported and what to say go to the parent.
    public func apply(toState state: inout NotesTransferWorkflow.State) -> NotesTransferWorkflow.Output? {
        switch self {
        case .importFiles(let paths, let isFolderRead):
            guard !paths.isEmpty else { return nil }
            guard isFolderRead else {
                // The folder is being read (or could not be): the names it holds are not known yet.
                return .toast("Notes can be imported once the notes folder is read")
            }
            state.lastImport += 1
            state.imports[state.lastImport] = paths
            return .importing
        case .chooseImport:
            state.chooser = .importFiles
        case .importChosen(let result, let isFolderRead):
            state.chooser = nil
            return NotesTransferAction.importFiles(result.paths, isFolderRead: isFolderRead).apply(toState: &state)
        case .imported(let number, let outcomes):
            guard state.imports.removeValue(forKey: number) != nil else { return nil }
            return .imported(outcomes)
        case .chooseExport(let note):
            state.chooser = .saveAs(note)
        case .exportChosen(let result, let current):
            guard case .saveAs(let asked)? = state.chooser else { return nil }
            state.chooser = nil
            guard let path = result.paths.first else { return nil }
            state.lastExport += 1
            state.export = .init(number: state.lastExport, path: path, text: (current ?? asked).text)
        case .exported(let number, let result):
            guard state.export?.number == number else { return nil }
            state.export = nil
            switch result {
            case .success:
                return .toast("Note saved")
            case .failure(let error):
                return .toast("Could not save the note: \(error.reason)")
            }
        }
        return nil
    }
}
