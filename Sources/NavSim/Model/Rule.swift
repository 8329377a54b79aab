/// How well a rule is supported (MODEL.md: every rule carries one).
public enum EvidenceTag: String, Hashable, Sendable {
  /// Reported in public sources.
  case evidence = "E"
  /// An assumption of this model.
  case assumption = "A"
  /// The rule's effect is reported; some of its details (thresholds, timings) are assumed.
  case mixed = "E/A"
}

/// A rule of the navigation model (MODEL.md §5), by id.
public enum Rule: UInt8, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
  case r1 = 1, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11, r12, r13, r14, r15

  /// `R7`.
  public var id: String { "R\(rawValue)" }

  /// A few words naming the rule.
  public var title: String {
    switch self {
    case .r1: "push"
    case .r2: "back tap"
    case .r3: "edge swipe"
    case .r4: "present"
    case .r5: "programmatic dismiss"
    case .r6: "interactive dismiss"
    case .r7: "orphaned pop"
    case .r8: "relayout"
    case .r9: "nested transition"
    case .r10: "root swipe"
    case .r11: "swipe during push"
    case .r12: "cancelled pop"
    case .r13: "presenter removed"
    case .r14: "detached presenter"
    case .r15: "mask"
    }
  }

  /// The rule's evidence tag.
  public var tag: EvidenceTag {
    switch self {
    case .r3, .r6, .r13: .mixed
    case .r14: .assumption
    default: .evidence
    }
  }

  /// `R7 [E]`.
  public var description: String { "\(id) [\(tag.rawValue)]" }

  public static func < (a: Rule, b: Rule) -> Bool { a.rawValue < b.rawValue }
}

/// A set of rules, as a bit mask (which rules fired during a run).
public struct RuleSet: OptionSet, Hashable, Sendable {
  public var rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// A set holding `rule`.
  public init(_ rule: Rule) { rawValue = 1 << UInt32(rule.rawValue) }

  /// Whether `rule` is in the set.
  public func has(_ rule: Rule) -> Bool { rawValue & (1 << UInt32(rule.rawValue)) != 0 }

  /// The rules in id order.
  public var rules: [Rule] { Rule.allCases.filter(has) }
}
