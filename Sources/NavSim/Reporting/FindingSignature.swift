import NavSimCore
import NavSimScenario
import NavSimSearch

/// A finding's stable identity across runs, seeds, shards and machines: its kind, the class of
/// its cause, the mitigation, the profile and the input class.
///
/// Two findings with the same signature are the same bug as far as a report can tell; SARIF's
/// `partialFingerprints` and the reports' `signature:` lines carry it. Times, run numbers, screen
/// names and the probes' order are left out on purpose.
///
/// ```
/// signature: lockup/orphaned-dimming-view-R7+orphaned-transition-R7/none/ios17/one-finger (5d1c…)
/// ```
public struct FindingSignature: Hashable, Sendable, CustomStringConvertible {
  /// `lockup`, `lockup-recoverable`, `corruption`, ….
  public var kind: String
  /// What stopped the probes (a lockup) or what is wrong, without names or numbers.
  public var causeClass: String
  /// The mitigations in force (`none`, `gesture-mask`, …).
  public var mitigation: String
  /// The profile's name.
  public var profile: String
  /// Which hands the run needs.
  public var inputClass: InputClass

  /// The signature of `finding`, made by `touches` under `configuration`.
  public init(_ finding: Finding, configuration: Configuration, touches: [Touch]) {
    kind = finding.recoverable ? "\(finding.kind.rawValue)-recoverable" : finding.kind.rawValue
    causeClass = Self.causeClass(finding)
    mitigation = configuration.mitigations.description
    profile = configuration.profile.name
    inputClass =
      finding.needsAppInput ? .app : InputClass.of(touches, configuration: configuration)
  }

  /// `kind/cause-class/mitigation/profile/input-class`.
  public var description: String {
    [kind, causeClass, mitigation, profile, inputClass.rawValue].joined(separator: "/")
  }

  /// 16 hex digits: FNV-1a (64 bit) of ``description``; the same on every platform.
  public var fingerprint: String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in description.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// The line reports print: `signature: DESCRIPTION (FINGERPRINT)`.
  public var line: String { "signature: \(description) (\(fingerprint))" }

  /// The class of a finding's cause. For a lockup: the distinct reasons that stopped the probes
  /// (see ``Disposition/causeToken``), sorted and joined by `+`; for the other kinds a fixed
  /// word for the oracle's complaint.
  static func causeClass(_ finding: Finding) -> String {
    let cause = finding.cause
    switch finding.kind {
    case .lockup:
      var tokens: [String] = []
      for group in cause.split(separator: "; ") {
        let reason: Substring
        if let colon = group.firstRange(of: ": ") {
          reason = group[colon.upperBound...]
        } else if group.hasPrefix("every probe ") {
          reason = group.dropFirst("every probe ".count)
        } else if let close = group.firstRange(of: ") ") {
          reason = group[close.upperBound...]  // the only probe (NAME) REASON
        } else {
          reason = group
        }
        let token = Disposition.causeToken(forReason: String(reason))
        if !tokens.contains(token) { tokens.append(token) }
      }
      return tokens.sorted().joined(separator: "+")
    case .corruption:
      var text = "bar-out-of-step"
      if cause.contains("(R9)") { text += "-after-nested-R9" }
      if cause.contains("a shallower bar") {
        text += "-shallower"
      } else if cause.contains("a deeper bar") {
        text += "-deeper"
      } else if cause.contains("another screen's bar") {
        text += "-other-screen"
      }
      return text
    case .stuckMask: return "mask-without-sheet"
    case .deadEnd: return "no-way-home"
    case .hang: return "events-pending"
    case .lostSwipe: return "no-swipe-back"
    case .deadStack:
      return "dead-" + (finding.scope.hasPrefix("tab") ? "tab-stack" : "presented-stack")
    }
  }
}
