import NavSimCore
import NavSimScenario

extension Explanation {
  /// The verdict words of the file's finding on `assumptions`, by the campaign's own searches
  /// (``Campaign/dependences(of:_:on:mitigation:runs:from:)``, forking from the file's
  /// touches), so that `explain` and
  /// `navfuzz` give one word: the line is the finding's kind in the class of the file's
  /// touches, searched with the file's app, profile and mitigations, as many fingers as the
  /// file uses (two at least for overlapping touches) and app inputs when the file has one.
  /// - Parameter runs: the campaign the searches stand for (`navfuzz`'s default is 10 000 runs;
  /// each search makes ``Campaign/verdictForks(_:)`` of it, a *needs* is checked with as many).
  public static func verdicts(
    configuration: Configuration, touches: [Touch], finding: Finding,
    assumptions: [Assumption], runs: Int
  ) -> [Dependence] {
    guard runs > 0, !assumptions.isEmpty else { return [] }
    let inputClass =
      finding.needsAppInput ? .app : InputClass.of(touches, configuration: configuration)
    var fingers: [Int] = []
    for touch in touches where touch.isTouch && !fingers.contains(touch.finger) {
      fingers.append(touch.finger)
    }
    var campaign = Campaign(seed: 0, configuration: configuration)
    campaign.mitigations = [.none]
    campaign.mitigationsExplicit = true
    campaign.generation.appEvents = inputClass == .app
    campaign.generation.fingers = min(
      GenerationOptions.maxFingers,
      max(inputClass == .multiFinger ? 2 : 1, fingers.count))
    campaign.outDirectory = ""
    return campaign.dependences(
      of: finding.kind, inputClass, on: assumptions, mitigation: .none,
      runs: runs, from: [touches])
  }
}
