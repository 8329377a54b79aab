import NavSimCore

/// An `expect:` line: what a run must end with.
public enum Expectation: Hashable, Sendable {
  /// `expect: ok` — no finding at all.
  case ok
  /// `expect: lockup`, `expect: corruption`, …: that finding must be present; `recoverable`
  /// (only with `lockup`) asks for a lockup that a rotation brings back.
  case finding(FindingKind, recoverable: Bool = false)
  /// `expect: screen NAME` — the visible screen at quiescence.
  case screen(String)
  /// `expect: sheet shown` or `expect: sheet hidden`.
  case sheet(shown: Bool)

  /// The text after `expect: `.
  public var text: String {
    switch self {
    case .ok: "ok"
    case .finding(let kind, let recoverable): recoverable ? "\(kind) recoverable" : kind.rawValue
    case .screen(let name): "screen \(name)"
    case .sheet(let shown): shown ? "sheet shown" : "sheet hidden"
    }
  }
}
