import NavSimCore
import NavSimScenario
import NavSimSearch

extension ExploreReport {
  /// One counterexample as the file `explore` writes: where, and its scenario text.
  package struct File: Sendable {
    /// The path under the out directory: `none-lockup.nav`, `ios26-none-lockup.nav` when
    /// several profiles were explored, `-user` for the one without an app input.
    package var path: String
    /// The scenario, canonical, with its `expect:` lines.
    package var text: String
  }

  /// The counterexamples as files under `directory`, each written only when its own text, read
  /// back, replays to its finding (``FindingScenario/replays(_:path:signature:)``); those that do
  /// not are returned by name, to be said.
  package func files(in directory: String) -> (files: [File], unreplayed: [String]) {
    let profiles = results.map(\.configuration.profile.name)
    let several = profiles.contains { $0 != profiles.first }
    var files: [File] = []
    var unreplayed: [String] = []
    for r in results {
      let config = r.configuration
      let prefix = (several ? config.profile.name + "-" : "") + config.mitigations.description
      var examples = r.counterexamples.map { ($0, "") }
      for c in r.userOnlyCounterexamples { examples.append((c, "-user")) }
      for c in r.handOffCounterexamples { examples.append((c, "-hand-off")) }
      for (c, suffix) in examples {
        guard let finding = c.finding, !c.kind.isInformational else { continue }
        let name = "\(prefix)-\(c.kind.rawValue)\(suffix).nav"
        let path = directory.isEmpty ? name : directory + "/" + name
        let text = Self.scenario(c, in: r, recoverable: finding.recoverable).canonicalText()
        let signature = FindingSignature(
          finding, configuration: config, touches: r.touches(of: c))
        if FindingScenario.replays(text, path: path, signature: signature) {
          files.append(File(path: path, text: text))
        } else {
          unreplayed.append(name)
        }
      }
    }
    return (files, unreplayed)
  }
}
