import NavSimCore

extension SourceScan {
  /// The notes of what the build read leaves out: the members only left-out code uses (another
  /// platform's, `#if DEBUG`, code that does not run on iOS `version`), then the files whose
  /// availability checks or `#if DEBUG` branches leave out views or navigation.
  static func leftOutNotes(index: SourceIndex, iOS version: OSVersion?) -> [ScanDiagnostic] {
    var notes: [ScanDiagnostic] = []
    for member in index.offIOSMembers {
      let (code, that) =
        switch member.reason {
        case .platform: ("another platform's #if branch", "that branch")
        case .configuration: (index.configurationCode, "that code")
        case .availability:
          ("code that does not run on iOS \(version.map(\.description) ?? "")", "that code")
        case .idiom: ("code that runs only on another device than an iPhone", "that code")
        }
      notes.append(
        ScanDiagnostic(
          .note, at: member.at,
          "\(member.name) is used only in \(code): its \(member.declarations) "
            + "declaration\(member.declarations == 1 ? " is" : "s are") left out as \(that) is")
      )
    }
    if let version { notes += availabilityNotes(index: index, iOS: version) }
    notes += idiomNotes(index: index)
    return notes + configurationNotes(index: index)
  }
}
