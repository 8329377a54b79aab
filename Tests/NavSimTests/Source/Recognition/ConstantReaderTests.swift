import NavSimCore
import Testing

@testable import NavSimSource

/// The reader of the values a construction decides: Swift's precedence and three-valued
/// conditions, literals, lists, and the sources' own types.
@Suite struct ConstantReaderTests {
  /// The value of the expression after `let v =` in `source` (its last line), read whole.
  static func value(_ expression: String, in source: String = "") -> Constant {
    let file = SourceFile(path: "V.swift", text: source + "\nlet v = " + expression)
    var reader = ConstantReader(index: SourceIndex(files: [file]))
    let start = (0..<file.code.count).last { file.isWord($0, "v") }.map { $0 + 2 } ?? 0
    return reader.value(file: 0, start..<file.code.count, in: ConstantReader.Environment())
  }

  /// A condition over `true`, `false`, `nil` and a name the reader does not know, built from
  /// `!`, `&&`, `||`, `==` and `!=`, with the fewest parentheses Swift needs.
  indirect enum Condition {
    case literal(Constant)
    case opaque
    case not(Condition)
    case and(Condition, Condition)
    case or(Condition, Condition)
    case equal(Condition, Condition, negated: Bool)

    /// How tightly it binds (Swift: prefix, then comparison, then `&&`, then `||`).
    var precedence: Int {
      switch self {
      case .literal, .opaque: 5
      case .not: 4
      case .equal: 3
      case .and: 2
      case .or: 1
      }
    }

    func written(atLeast precedence: Int) -> String {
      let text: String
      switch self {
      case .literal(.bool(let b)): text = b ? "true" : "false"
      case .literal: text = "nil"
      case .opaque: text = "someFlag"
      case .not(let a): text = "!" + a.written(atLeast: 4)
      case .and(let a, let b): text = a.written(atLeast: 2) + " && " + b.written(atLeast: 3)
      case .or(let a, let b): text = a.written(atLeast: 1) + " || " + b.written(atLeast: 2)
      case .equal(let a, let b, let negated):
        text = a.written(atLeast: 4) + (negated ? " != " : " == ") + b.written(atLeast: 4)
      }
      return self.precedence < precedence ? "(" + text + ")" : text
    }

    /// Its value, three-valued, by the rules the reader follows.
    var value: Constant {
      switch self {
      case .literal(let c): c
      case .opaque: .unknown
      case .not(let a): Constant(!a.value.truth)
      case .and(let a, let b): Constant(a.value.truth && b.value.truth)
      case .or(let a, let b): Constant(a.value.truth || b.value.truth)
      case .equal(let a, let b, let negated):
        negated
          ? Constant(!Constant.equal(a.value, b.value).truth) : Constant.equal(a.value, b.value)
      }
    }

    static func random(depth: Int, using rng: inout SplitMix64) -> Condition {
      let pick = depth == 0 ? rng.next() % 4 : rng.next() % 8
      switch pick {
      case 0: return .literal(.bool(true))
      case 1: return .literal(.bool(false))
      case 2: return .literal(.none)
      case 3: return .opaque
      case 4: return .not(random(depth: depth - 1, using: &rng))
      case 5:
        return .and(random(depth: depth - 1, using: &rng), random(depth: depth - 1, using: &rng))
      case 6:
        return .or(random(depth: depth - 1, using: &rng), random(depth: depth - 1, using: &rng))
      default:
        return .equal(
          random(depth: depth - 1, using: &rng), random(depth: depth - 1, using: &rng),
          negated: rng.next() % 2 == 0)
      }
    }
  }

  /// Over 2 000 generated conditions: the reader gives the value Swift's precedence and the
  /// three-valued rules give, with the fewest parentheses and with every one written.
  @Test func generatedConditionsReadAsSwiftGroupsThem() {
    var rng = SplitMix64(seed: 37)
    for n in 0..<2_000 {
      let condition = Condition.random(depth: 1 + n % 5, using: &rng)
      let written = condition.written(atLeast: 0)
      #expect(Self.value(written) == condition.value, "\(written)")
      #expect(Self.value("(" + written + ")") == condition.value, "\(written)")
    }
  }

  /// Lists, cases, `??`, `?.`, and what the reader does not read.
  @Test(arguments: [
    ("[].contains(.error)", Constant.bool(false)),
    ("[.error].contains(.nsfw)", .bool(false)),
    (".compact != .regular", .unknown),
    ("Kind.a == .a", .bool(true)),
    ("Kind.shared == .a", .unknown),
    ("[.error, .nsfw].contains(.error)", .bool(true)),
    ("[.nsfw].contains(.error)", .bool(false)),
    ("[x].contains(.error)", .unknown),
    ("[.nsfw].union(.error).contains(.error)", .bool(true)),
    ("[.nsfw].union([.a, .b]).contains(.error)", .bool(false)),
    ("[].union(.error).isEmpty", .bool(false)),
    ("[.nsfw].union(x).contains(.error)", .unknown),
    ("[.nsfw].union(.a(1)).contains(.a)", .unknown),
    ("[].isEmpty", .bool(true)),
    ("[.a].isEmpty", .bool(false)),
    (".a == .a", .bool(true)),
    (".a != .b", .bool(true)),
    (".a(1) == .a(2)", .unknown),
    ("nil ?? true", .bool(true)),
    ("false ?? true", .bool(false)),
    ("nil?.count", .none),
    ("1 == nil", .bool(false)),
    ("\"x\" != nil", .bool(true)),
    ("a + b", .unknown),
    ("true ? 1 : 2", .unknown),
    ("f(true)", .unknown),
    ("{ true }", .unknown),
  ])
  func literalsAndOperators(expression: String, expected: Constant) {
    // Only a case an enum of the sources declares is read as one (`.compact` may be a static
    // member that equals another).
    let cases = "enum Kind { case a, b, error, nsfw\n static let shared = Kind.a }"
    #expect(Self.value(expression, in: cases) == expected, "\(expression)")
  }

  /// A type of the sources, made by its initialiser, by the memberwise one or through an
  /// implicit `.init`, read through its stored and computed properties.
  @Test func instancesOfTheSourcesTypes() {
    let types = """
      enum Overlay { case error, nsfw }
      final class Overlays {
        private let overlays: Set<Overlay>
        init(_ overlays: Set<Overlay>) { self.overlays = overlays }
        var error: Bool { overlays.contains(.error) }
      }
      struct Picture {
        let overlays: Overlays
        var shows: Bool { return overlays.error }
        init(url: String, overlays: Set<Overlay> = []) { self.overlays = .init(overlays) }
      }
      struct Row { var menu = false; var id: String? }
      final class Model { var on = false }
      struct Titled {
        let header: String?
        init(header: String? = nil, @ViewBuilder content: () -> Int) { self.header = header }
      }
      struct Shell {
        let wide: Bool
        init(state: Int, event: Int, pubkey: Int, wide: Bool, content: () -> Int) { self.wide = wide }
        init(state: Int, event: Int, wide: Bool, content: () -> Int) { self.wide = !wide }
      }
      struct Setup {
        var ready = false
        let fixed = false
        init(go: Bool) { prepare() }
        mutating func prepare() { ready = true }
      }
      """
    #expect(Self.value("Picture(url: \"a\").shows", in: types) == .bool(false))
    #expect(Self.value("Picture(url: \"a\", overlays: [.error]).shows", in: types) == .bool(true))
    #expect(Self.value("Picture(url: \"a\", overlays: s).shows", in: types) == .unknown)
    #expect(Self.value("Row().menu", in: types) == .bool(false))
    #expect(Self.value("Row(menu: true).menu", in: types) == .bool(true))
    // An argument the reader does not know is not the default it replaces.
    #expect(Self.value("Row(menu: state.menu).menu", in: types) == .unknown)
    #expect(Self.value("Row(id: state.id).id == nil", in: types) == .unknown)
    #expect(Self.value("Row().id == nil", in: types) == .bool(true))
    #expect(Self.value("Row(id: \"x\").id == nil", in: types) == .bool(false))
    // A class's `var` may change after it is made.
    #expect(Self.value("Model().on", in: types) == .unknown)
    // A method the initialiser calls may set a `var`, never a `let` with a value.
    #expect(Self.value("Setup(go: true).ready", in: types) == .unknown)
    #expect(Self.value("Setup(go: true).fixed", in: types) == .bool(false))
    // A parameter's attribute is not its label.
    #expect(Self.value("Titled(content: body).header == nil", in: types) == .bool(true))
    // A parameter left out with no default chooses another initialiser (the trailing closure
    // is not among the labels).
    #expect(Self.value("Shell(state: 1, event: 2, wide: true).wide", in: types) == .bool(false))
    #expect(
      Self.value("Shell(state: 1, event: 2, pubkey: 3, wide: true).wide", in: types)
        == .bool(true))
    // Labels no initialiser takes make nothing.
    #expect(Self.value("Picture(link: \"a\").shows", in: types) == .unknown)
  }

  /// Whatever the sources, a reading ends: properties computed from each other, and a
  /// condition nested thousands deep.
  @Test func readingEndsOnHostileSources() {
    let cycle = "struct C { var a: Bool { b }\n var b: Bool { a } }"
    #expect(Self.value("C().a", in: cycle) == .unknown)
    let deep = String(repeating: "!(", count: 5_000) + "true" + String(repeating: ")", count: 5_000)
    #expect(Self.value(deep) == .unknown)
    let long = Array(repeating: "true", count: 20_000).joined(separator: " && ")
    #expect(Self.value(long) == .unknown)
  }
}
