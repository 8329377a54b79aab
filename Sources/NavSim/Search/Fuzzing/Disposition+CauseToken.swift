import NavSimCore
import NavSimScenario

extension Disposition {
  /// A short name for what stopped an input, for ``FindingSignature``: `orphaned-transition-R7`,
  /// `window-lock`, `no-effect`, ….
  package var causeToken: String {
    switch self {
    case .acted: "no-effect"
    case .windowLock: "window-lock"
    case .sheet: "sheet"
    case .dimmingView(let rule): rule.map { "orphaned-dimming-view-\($0.id)" } ?? "dimming-view"
    case .mask: "mask"
    case .transition(let rule): rule.map { "orphaned-transition-\($0.id)" } ?? "transition"
    case .primaryColumn: "primary-column"
    case .guardRefused: "guard-refused"
    case .noBackButton: "no-back-button"
    case .nothingThere: "nothing-there"
    case .ignored(let rule): "ignored-\(rule.id)"
    case .touchDownLost: "touch-down-lost"
    case .exclusiveTouch: "exclusive-touch"
    }
  }

  /// Every disposition a probe can report, each rule-carrying case with every rule.
  static var all: [Disposition] {
    var list: [Disposition] = [
      .acted, .windowLock, .sheet, .dimmingView(orphanedBy: nil), .mask,
      .transition(orphanedBy: nil), .primaryColumn, .guardRefused, .noBackButton, .nothingThere,
      .touchDownLost, .exclusiveTouch,
    ]
    for rule in Rule.allCases {
      list += [.dimmingView(orphanedBy: rule), .transition(orphanedBy: rule), .ignored(rule)]
    }
    return list
  }

  /// The token of the disposition whose text (as the lockup oracle writes it) is `reason`;
  /// an unknown reason is turned into a token of its own words.
  static func causeToken(forReason reason: String) -> String {
    if reason == "had no visible effect" { return Disposition.acted.causeToken }
    if let match = all.first(where: { $0.description == reason }) { return match.causeToken }
    var token = ""
    for scalar in reason.lowercased().unicodeScalars {
      if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
        token.unicodeScalars.append(scalar)
      } else if !token.isEmpty && !token.hasSuffix("-") {
        token += "-"
      }
    }
    while token.hasSuffix("-") { token.removeLast() }
    return token.isEmpty ? "unknown" : token
  }
}
