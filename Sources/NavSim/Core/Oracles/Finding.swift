/// A finding: what an oracle judged about a quiescent run (MODEL.md §8).
public struct Finding: Hashable, Sendable, CustomStringConvertible {
  /// The kind of finding.
  public var kind: FindingKind
  /// When the run became quiescent (or, for a hang, when it was given up).
  public var time: VirtualTime
  /// The rules that fired during the run.
  public var rules: RuleSet
  /// One line saying what stopped the probes (for a lockup) or what is wrong.
  public var cause: String
  /// A lockup that a rotation brings back (iPad, R8).
  public var recoverable: Bool = false
  /// The run used an `app …` input to get there.
  public var needsAppInput: Bool = false
  /// What is dead, for a `dead-stack` (`tab feed's stack`, `the stack of sheet editor`); empty
  /// for the whole window.
  public var scope: String = ""

  /// Creates a finding.
  public init(
    kind: FindingKind, time: VirtualTime, rules: RuleSet, cause: String,
    recoverable: Bool = false, needsAppInput: Bool = false
  ) {
    self.kind = kind
    self.time = time
    self.rules = rules
    self.cause = cause
    self.recoverable = recoverable
    self.needsAppInput = needsAppInput
  }

  /// `lockup`, or `lockup recoverable` / `dead-end recoverable`, as `expect:` lines write it.
  public var label: String { recoverable ? "\(kind.rawValue) recoverable" : kind.rawValue }

  /// The rules with their tags: `R3 [E/A], R6 [E/A], R7 [E]`.
  public var rulesDescription: String {
    rules.rules.map(\.description).joined(separator: ", ")
  }

  /// `lockup at 1266.666ms: every probe … (rules R3 [E/A], R6 [E/A], R7 [E])`.
  public var description: String {
    var text = "\(label) at \(time): \(cause)"
    if needsAppInput { text += " (needs an app input)" }
    if rules.rawValue != 0 { text += " (rules \(rulesDescription))" }
    return text
  }
}
