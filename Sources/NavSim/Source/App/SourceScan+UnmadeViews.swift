import NavSimCore

/// Views nothing in the sources makes (docs/SCAN.md, "What is not read, counted"): a view type
/// whose name is written nowhere but in its own declarations, its extensions, previews and test
/// code (a screen left in the sources after its last use was removed). No screen can show it,
/// so its presentations are code aside, not sites the scan did not read.
extension SourceScan.CodeAside {
  /// The view types of `index` that no code outside their own declarations names, with the
  /// lines of those declarations by path, sorted by name; `isAside` says whether a place is
  /// already code aside (test code, previews), whose uses do not count.
  static func unmadeViews(
    in index: SourceIndex, isAside: (SourceLocation) -> Bool
  ) -> [(name: String, lines: [String: [ClosedRange<Int>]], madeWhereLeftOut: SourceIndex.LeftOut?)]
  {
    var declared: [String: [(file: Int, range: ClosedRange<Int>)]] = [:]
    for type in index.types
    where index.viewTypes.contains(type.name) && type.close > type.open
      && type.nameToken <= type.close
    {
      declared[type.name, default: []].append((type.file, type.nameToken...type.close))
    }
    guard !declared.isEmpty else { return [] }
    var used: Set<String> = []
    // The names written in code the build read leaves out or that does not run at the version
    // read (Meshtastic's tools screen, iOS 18 only; a debug menu): made, not where the scan
    // reads.
    var madeWhereLeftOut: [String: SourceIndex.LeftOut] = [:]
    // The text of a name is made only when its length is a view's.
    let lengths = Set(declared.keys.map(\.utf8.count))
    for (f, file) in index.files.enumerated() {
      for t in file.code.indices where file.code[t].kind == .identifier {
        guard lengths.contains(file.code[t].end - file.code[t].start) else { continue }
        let name = file.text(t)
        guard let ranges = declared[name], !used.contains(name),
          !ranges.contains(where: { $0.file == f && $0.range.contains(t) }),
          !Self.declares(t, in: file), !isAside(file.location(ofCode: t))
        else { continue }
        if let reason = index.leftOutReason(file: f, token: t) {
          if reason != .platform, madeWhereLeftOut[name] == nil { madeWhereLeftOut[name] = reason }
          continue
        }
        used.insert(name)
      }
    }
    return declared.keys.filter { !used.contains($0) }.sorted().map { name in
      var lines: [String: [ClosedRange<Int>]] = [:]
      for (f, range) in declared[name] ?? [] {
        let file = index.files[f]
        lines[file.path, default: []].append(
          file.location(ofCode: range.lowerBound)
            .line...file.location(ofCode: range.upperBound)
            .line)
      }
      return (name, lines, madeWhereLeftOut[name])
    }
  }

  /// Whether the name at token `t` is declared there (`struct X`, `extension X`), not used.
  static func declares(_ t: Int, in file: SourceFile) -> Bool {
    declaringWords.contains { file.isWord(t - 1, $0) }
  }

  /// The words before a type's name that declare it.
  static let declaringWords: [StaticString] = [
    "struct", "class", "enum", "extension", "actor", "protocol", "typealias",
  ]
}
