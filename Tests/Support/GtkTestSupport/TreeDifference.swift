/// Where an updated widget tree dump and a rebuilt one first differ: the line number, both
/// lines, then both whole dumps. The failure message of the update ≡ rebuild checks.
public func treeDifference(updated: String, rebuilt: String) -> String {
    let updatedLines = updated.split(separator: "\n", omittingEmptySubsequences: false)
    let rebuiltLines = rebuilt.split(separator: "\n", omittingEmptySubsequences: false)
    let first = zip(updatedLines, rebuiltLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(updatedLines.count, rebuiltLines.count)
    return """
    first difference at line \(first + 1):
      updated: \(first < updatedLines.count ? String(updatedLines[first]) : "<end>")
      rebuilt: \(first < rebuiltLines.count ? String(rebuiltLines[first]) : "<end>")
    --- updated tree ---
    \(updated)
    --- rebuilt tree ---
    \(rebuilt)
    """
}
