import NavSimCore

extension SourceScan {
  /// The notes of files the tokenizer found broken: brackets that do not match, strings or
  /// comments not closed (the first ``notesPerKind`` of each kind, then how many more).
  static func brokenFileNotes(_ files: [SourceFile]) -> [ScanDiagnostic] {
    var notes: [ScanDiagnostic] = []
    for file in files {
      // A file that is not Swift (or is broken throughout) would give a note per bracket: the
      // first ones are said, then how many more.
      for location in file.unbalanced.prefix(notesPerKind) {
        notes.append(
          ScanDiagnostic(
            .note, at: location, "brackets do not match here; the scan reads on as if they did"))
      }
      if file.unbalanced.count > notesPerKind, let last = file.unbalanced.last {
        notes.append(
          ScanDiagnostic(
            .note, at: last,
            "\(file.unbalanced.count - notesPerKind) more brackets that do not match in this "
              + "file, the last here (the first \(notesPerKind) are noted)"))
      }
      let unterminated = file.tokens.filter { $0.kind == .unterminated }
      for token in unterminated.prefix(notesPerKind) {
        notes.append(
          ScanDiagnostic(
            .note, at: file.location(offset: token.start),
            "this string or comment is not closed; the scan reads it to the end of the line or "
              + "file"))
      }
      if unterminated.count > notesPerKind, let last = unterminated.last {
        notes.append(
          ScanDiagnostic(
            .note, at: file.location(offset: last.start),
            "\(unterminated.count - notesPerKind) more strings or comments not closed in "
              + "this file, the last here (the first \(notesPerKind) are noted)"))
      }
    }
    return notes
  }
}
