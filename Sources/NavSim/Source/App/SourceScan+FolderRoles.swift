/// The roles of the folders a scan reads, from their names below the folder every file shares:
/// test targets' folders (``testFolder(of:)``, SourceScan+TestCode.swift) and other platforms'
/// targets (``otherPlatformFolder(of:)``, SourceScan+PlatformFolders.swift). The folders the
/// files share are not looked at: a scan of `MyTests/App`, of a test folder or of a tvOS folder
/// itself reads it as the app.
extension SourceScan {
  struct FolderRoles {
    /// How many folders every path begins with alike.
    var shared: Int

    /// The roles of the folders of files at `paths`.
    init(paths: [String]) {
      var common: [Substring]? = nil
      for path in paths {
        let folders = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        guard let known = common else {
          common = Array(folders)
          continue
        }
        common = Array(zip(known, folders).prefix { $0 == $1 }.map(\.0))
      }
      shared = common?.count ?? 0
    }
  }
}
