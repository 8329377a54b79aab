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
}
