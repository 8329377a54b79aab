import NavSimCore

extension SourceScan {
  /// A note per file whose `#if DEBUG` branches the build read leaves out
  /// (``SourceIndex/configurationBranches``) write views or navigation, at the first: they are
  /// not read, as another platform's `#if` branch is not.
  static func configurationNotes(index: SourceIndex) -> [ScanDiagnostic] {
    guard let debug = index.debug else { return [] }
    let branches = index.configurationBranches.filter {
      writesNavigation(index.files[$0.file], $0.leftOut, index: index)
    }
    let build =
      debug
      ? "the debug build is read: what only a release build compiles"
      : "the release build is read (--debug reads the debug build): what only a debug build "
        + "compiles"
    return notePerFile(branches.map { ($0.file, $0.leftOut.lowerBound) }, index: index) {
      count in
      let what =
        count == 1
        ? "this #if DEBUG branch is left out"
        : "\(count) #if DEBUG branches of this file (the first here) are left out"
      return "\(what): \(build), its views and navigation, is not read"
    }
  }
}
