/// The build configuration: `#if DEBUG` code is compiled into a debug build only. A scan reads
/// the release build (what the app's users run) unless told to read the debug one; either way
/// the branches left out are kept as ranges, for the notes (docs/SCAN.md).
extension SourceIndex {
  /// Leaves out the `#if DEBUG` branches (or their `#else`) the build `debug` says does not
  /// compile, recording each run of left-out tokens in ``configurationBranches`` and
  /// ``leftOutRanges``. Only files that write `DEBUG` are read again.
  mutating func excludeConfiguration(debug: Bool) {
    self.debug = debug
    for (f, file) in files.enumerated() where Self.writesDEBUG(file) {
      let configured = Self.platformExclusions(file, debug: debug)
      guard !configured.isEmpty else { continue }
      let before = excluded[f]
      var t = 0
      while t < configured.count {
        guard configured[t], !(t < before.count && before[t]) else {
          t += 1
          continue
        }
        var end = t
        while end + 1 < configured.count, configured[end + 1],
          !(end + 1 < before.count && before[end + 1])
        {
          end += 1
        }
        configurationBranches.append((f, t...end))
        leftOutRanges[f, default: []].append((t...end, .configuration))
        t = end + 1
      }
      excluded[f] = configured
    }
  }

  /// The code the build read leaves out, as notes name it.
  var configurationCode: String {
    debug == true
      ? "release-only code (the debug build is read)" : "#if DEBUG code (the release build is read)"
  }

  /// Why code token `token` of file `f` is left out: `nil` when it is read.
  func leftOutReason(file f: Int, token: Int) -> LeftOut? {
    guard isExcluded(file: f, token: token) else { return nil }
    return leftOutRanges[f]?.first(where: { $0.range.contains(token) })?.reason ?? .platform
  }

  /// Whether `file` writes the word `DEBUG` (outside comments and strings).
  static func writesDEBUG(_ file: SourceFile) -> Bool {
    file.code.indices.contains { file.isWord($0, "DEBUG") }
  }
}
