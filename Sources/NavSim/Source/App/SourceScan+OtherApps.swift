/// Another app's declarations that would be read as the app's own (docs/SCAN.md, "What is not
/// read, counted"): Apple's Backyard Birds declares a `ContentView` for its iPhone app and
/// another for its watch app; the scan gathers a type's declarations by name, so the watch's
/// sheet was read on the iPhone app's first tab. The files of another app's folder that declare
/// a type the rest of the sources declare too are left out, and the scan reads again without
/// them.
extension SourceScan {
  /// The files (indices in `index.files`) of the folders of the apps not read (an `App`'s
  /// folder that does not hold the one read, `appName`) that declare or extend a type declared
  /// outside those folders, with a note at each such declaration.
  static func filesShadowing(index: SourceIndex, appName: String) -> (
    files: Set<Int>, notes: [ScanDiagnostic]
  ) {
    let folders = otherAppFolders(index: index, appName: appName)
    guard !folders.isEmpty else { return ([], []) }
    func otherApp(of file: Int) -> String? {
      let path = index.files[file].path
      return folders.first { path.hasPrefix($0.folder + "/") }?.name
    }
    let elsewhere = Set(
      index.types.filter { otherApp(of: $0.file) == nil && !isExtension($0, in: index) }.map(
        \.name))
    var files: Set<Int> = []
    var notes: [ScanDiagnostic] = []
    for type in index.types where elsewhere.contains(type.name) {
      guard let app = otherApp(of: type.file), files.insert(type.file).inserted else { continue }
      notes.append(
        ScanDiagnostic(
          .note, at: index.files[type.file].location(ofCode: type.nameToken),
          "another app's code (\(app)) "
            + (isExtension(type, in: index) ? "extends " : "declares ") + type.name
            + ", a name the app read declares too: this file is left out, so that the two are "
            + "not read as one type"))
    }
    return (files, notes)
  }

  /// The folders of the apps of the sources other than `appName` (the folder of each one's
  /// `App` file), with their names, where that folder does not hold the app read; none when the
  /// app read is not among them.
  static func otherAppFolders(index: SourceIndex, appName: String) -> [(
    folder: String, name: String
  )] {
    let apps = index.mainApps
    guard let read = apps.first(where: { $0.name == appName }) else { return [] }
    let readPath = index.files[read.file].path
    var folders: [(folder: String, name: String)] = []
    for app in apps where app.name != appName {
      let path = index.files[app.file].path
      guard let slash = path.lastIndex(of: "/") else { continue }
      let folder = String(path[..<slash])
      if !readPath.hasPrefix(folder + "/"), !folders.contains(where: { $0.folder == folder }) {
        folders.append((folder, app.name))
      }
    }
    return folders
  }

  /// Whether `type` is an `extension` rather than a declaration.
  static func isExtension(_ type: SourceIndex.TypeDeclaration, in index: SourceIndex) -> Bool {
    index.files[type.file].isWord(type.nameToken - 1, "extension")
  }
}
