import NavSimCore
import NavSimSearch

extension SARIFReport {
  /// `navfuzz scan --sarif`: one result per warning, at the presentation's place in the Swift
  /// source (line and column), with the item's other places and the calls of the app's own
  /// modifiers as related locations. One rule per finding kind a scan can warn of, each with
  /// help that says how to fix it; the result's message names the mitigation that holds for
  /// that presentation.
  ///
  /// - Parameters:
  ///   - verdicts: the scan's verdicts; those without a finding give no result.
  ///   - replayPath: the path of a verdict's scenario file, as the warning prints it.
  ///   - toolVersion: `navfuzz --version`.
  public static func scan(
    _ verdicts: [PresentationVerdict], replayPath: (PresentationVerdict) -> String,
    toolVersion: String = ""
  ) -> SARIFReport {
    var results: [Result] = []
    for verdict in verdicts {
      guard let finding = verdict.finding,
        let message = verdict.message(reproduce: replayPath(verdict))
      else { continue }
      var result = Result(
        ruleID: finding.kind.rawValue, message: message, file: verdict.location.path,
        line: verdict.location.line, finding: finding, level: "warning")
      result.column = verdict.location.column
      for site in verdict.sites.dropFirst() {
        result.related.append(
          (site.path, site.line, site.column, "\(verdict.item) is also written here"))
      }
      for call in verdict.via {
        result.related.append(
          (
            call.path, call.line, call.column,
            "\(verdict.item) is presented on \(verdict.site.screen) through this call"
          ))
      }
      var extra: [(key: String, value: JSONValue)] = [
        (key: "profile", value: .string(verdict.profile)),
        (key: "scope", value: .string(finding.scopeClass.description)),
        (key: "screen", value: .string(verdict.site.screen)),
        (key: "item", value: .string(verdict.item)),
      ]
      if let gesture = verdict.gesture { extra.append((key: "gesture", value: .string(gesture))) }
      if let mitigation = verdict.mitigation {
        extra.append((key: "mitigation", value: .string(mitigation.rawValue)))
      }
      extra.append((key: "replay", value: .string("navfuzz run " + replayPath(verdict))))
      result.extraProperties = extra
      results.append(result)
    }
    var log = SARIFReport(results: results, toolVersion: toolVersion)
    log.ruleList = scanRules
    return log
  }

  /// The rules of a scan: every finding kind that counts, each with the fix.
  static var scanRules: [Rule] {
    FindingKind.allCases.filter { !$0.isInformational }.map { kind in
      Rule(
        id: kind.rawValue, name: ruleName(kind.rawValue), text: ruleText(kind),
        help: scanHelp(kind), level: "warning")
    }
  }

  /// How to fix a scan's warning of `kind`.
  static func scanHelp(_ kind: FindingKind) -> String {
    let adopt =
      "Adopt the mitigation the message names for this presentation ('navfuzz mitigation NAME' "
      + "prints its SwiftUI and UIKit code), then scan again: the warning goes once the model "
      + "finds nothing under it. Replay the message's scenario with 'navfuzz run FILE' to see "
      + "the timeline, and 'navfuzz explain FILE' for the rules it rests on."
    switch kind {
    case .lockup:
      return "A person can freeze the whole app with the gesture the message describes (on iOS "
        + "16 and 17, pulling a sheet down and swiping back at once). " + adopt
    case .deadStack:
      return "A person can leave one stack (a tab's, or a sheet's own) unresponsive while the "
        + "tab bar or the sheet's dismissal still works. " + adopt
    case .corruption:
      return "The navigation bar ends up belonging to another screen than the one shown. "
        + adopt
    case .stuckMask:
      return "The gesture mask stays up after the sheet is gone and swallows every touch: "
        + "take the mask down when the sheet's dismissal ends, not when it starts. " + adopt
    case .deadEnd:
      return "No short sequence of inputs leads back to the first screen. " + adopt
    case .hang:
      return "The navigation never settles after the gesture. " + adopt
    case .lostSwipe:
      return "The configuration has no working swipe back."
    }
  }
}
