import Foundation
import NotesCore

extension NotesWorkflow.State {
    /// Lists the notes an import wrote (already on disk), selects the last, and says in a
    /// toast what was imported and which files were refused, by name.
    mutating func takeImports(_ outcomes: [NoteImport.Outcome]) {
        var imported: [NotesFolder.Entry] = []
        var refused: [(name: String, reason: NoteImport.Reason)] = []
        for outcome in outcomes {
            switch outcome {
            case .imported(_, let entry): imported.append(entry)
            case .refused(let source, let reason): refused.append((URL(fileURLWithPath: source).lastPathComponent, reason))
            }
        }
        for entry in imported {
            let name = entry.summary.fileName
            notes[name] = entry
            if let text = entry.text { written[path(of: name)] = text }
            index.update(fileName: name, text: entry.text ?? entry.summary.text.title)
        }
        if let last = imported.last {
            notesGeneration += 1
            searchClears += 1
            select(last.summary.fileName)
        }
        if let first = refused.first {
            let names = refused.map { "“\($0.name)”" }.joined(separator: ", ")
            let reason = refused.count == 1 ? first.reason.description : "not imported"
            showToast(refused.count == 1 ? "Could not import \(names): \(reason)" : "Could not import \(names)")
        } else if imported.count == 1 {
            showToast("Imported “\(imported[0].summary.text.title)”")
        } else if imported.count > 1 {
            showToast("Imported \(imported.count) notes")
        }
    }
}
