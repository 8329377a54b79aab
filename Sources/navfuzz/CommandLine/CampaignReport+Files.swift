import NavSim

extension CampaignReport {
  /// Writes every minimised finding to its path, creating the out directory if needed; each
  /// file is written to a temporary file first and renamed over, so none is left half-written.
  /// - Throws: ``FileWriteError`` naming the file or folder that could not be created.
  package func writeFiles() throws(FileWriteError) {
    guard !findings.isEmpty else { return }
    try AtomicFileWriter.createDirectories(campaign.outDirectory)
    for finding in findings { try AtomicFileWriter.write(finding.scenarioText, to: finding.path) }
  }

  /// Writes every minimised finding (``writeFiles()``) once `paths` has checked that none of
  /// them is an input or another output of the command line (then nothing is written).
  /// - Throws: ``NavfuzzError/usage(_:)`` or ``NavfuzzError/cannotCreate(_:)``.
  func writeFiles(checking paths: CommandPaths) throws(NavfuzzError) {
    do throws(UsageError) {
      try paths.checkWrites(findings.map(\.path), option: "--out")
    } catch {
      throw .usage(error)
    }
    do {
      try writeFiles()
    } catch {
      throw .cannotCreate(error)
    }
  }
}
