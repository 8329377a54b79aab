/// A value the constants a view's construction is given decide, as far as the scan follows them
/// (docs/SCAN.md, "What it recognises": a branch its construction decides): enough to say that `if
/// overlays.error` is false for a `MediaView` built without `overlays:` (its default `[]`, wrapped
/// in the app's own type whose `error` is `contains(.error)`), or `if lockedID == nil` for a view
/// given an id. Everything else is ``unknown``, and a condition the scan cannot decide keeps its
/// branch.
indirect enum Constant: Hashable, Sendable {
  case bool(Bool)
  /// `nil`.
  case none
  /// A value known not to be `nil` (a number, a string), nothing more.
  case some
  /// An enum case written `.name` (`payload`: with values, `.name(…)`).
  case enumCase(String, payload: Bool)
  /// An array or set literal's elements.
  case list([Constant])
  /// An instance of a type of the sources.
  case object(Construction)
  case unknown

  /// How a value of the sources' own type is made: the type, the initialiser chosen (its
  /// `init` token; `nil`, the memberwise one), and the values its parameters are given, by
  /// name (a parameter left out holds its default, evaluated when it is made).
  struct Construction: Hashable, Sendable {
    var type: String
    var initializer: TokenPlace?
    var arguments: [String: Constant]
  }

  /// What the value says as a condition: `true`, `false`, or not known.
  var truth: SourceIndex.Truth {
    switch self {
    case .bool(true): .yes
    case .bool(false): .no
    default: .unknown
    }
  }

  /// What an optional binding (`if let x = value`) says of it: `nil` fails it, a value known
  /// to be there passes it.
  var bindingTruth: SourceIndex.Truth {
    switch self {
    case .none: .no
    case .unknown: .unknown
    default: .yes
    }
  }

  /// `a == b`, as far as both are known.
  static func equal(_ a: Constant, _ b: Constant) -> Constant {
    switch (a, b) {
    case (.bool(let x), .bool(let y)): return .bool(x == y)
    case (.none, .none): return .bool(true)
    case (.none, .unknown), (.unknown, .none): return .unknown
    case (.none, _), (_, .none): return .bool(false)
    case (.enumCase(let x, let p), .enumCase(let y, let q)):
      if x != y { return .bool(false) }
      return p || q ? .unknown : .bool(true)
    default: return .unknown
    }
  }

  /// The value of a `Truth`.
  init(_ truth: SourceIndex.Truth) {
    switch truth {
    case .yes: self = .bool(true)
    case .no: self = .bool(false)
    case .unknown: self = .unknown
    }
  }
}

/// A code token of one of the scan's files.
struct TokenPlace: Hashable, Comparable, Sendable {
  var file: Int
  var token: Int

  static func < (a: TokenPlace, b: TokenPlace) -> Bool {
    (a.file, a.token) < (b.file, b.token)
  }
}
