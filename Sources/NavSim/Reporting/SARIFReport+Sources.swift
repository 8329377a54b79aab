import NavSimCore
import NavSimScenario
import NavSimSearch

extension CampaignReport {
  /// ``sarif``, each result moved to the Swift line of the presentation its finding shows,
  /// where `sources` (the comments of an app file `navfuzz scan` wrote) records it; the
  /// scenario file that replays the finding stays a related location and is named in the
  /// message. Results whose presentation the map does not know keep their scenario file.
  public func sarif(sources: AppSourceMap) -> SARIFReport {
    var log = sarif
    guard !sources.screens.isEmpty else { return log }
    var byPath: [String: String] = [:]
    for f in findings { byPath[f.path] = f.scenarioText }
    for i in log.results.indices {
      let result = log.results[i]
      guard let text = byPath[result.file],
        let scenario = try? Scenario.parse(text, path: result.file),
        let shown = sources.presentation(in: scenario)
      else { continue }
      log.results[i].related.append(
        (result.file, result.line, nil, "the scenario that replays it: navfuzz run \(result.file)"))
      log.results[i].message =
        "\(shown.item) on \(shown.screen): \(result.message) (replay: navfuzz run \(result.file))"
      log.results[i].file = shown.place.path
      log.results[i].line = shown.place.line
      log.results[i].column = shown.place.column
    }
    return log
  }
}
