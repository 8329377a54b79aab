/// Swift identifiers for the names of a scenario (screen names use letters, digits, `-`, `_`
/// and `.`): `my-list` becomes the case `myList` and the type `ScreenMyList`, and every name of
/// one app gets a distinct identifier.
struct SwiftNames: Sendable {
  /// The enum case of each screen, by screen index.
  let cases: [String]
  /// The view type of each screen, by screen index.
  let types: [String]

  /// Words Swift reserves; a screen called one of them gets a prefix.
  static let reserved: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "protocol", "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "continue",
    "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
    "return", "switch", "where", "while", "as", "catch", "false", "is", "nil", "super", "self",
    "Self", "throw", "throws", "true", "try", "some", "any", "view", "body",
  ]

  init(_ names: [String]) {
    var cases: [String] = []
    var types: [String] = []
    for name in names {
      let words = name.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }.map(String.init)
      var upper = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
      if upper.isEmpty { upper = "Screen" }
      var lower = upper.prefix(1).lowercased() + upper.dropFirst()
      if lower.first?.isNumber == true || Self.reserved.contains(lower) { lower = "screen" + upper }
      var type = "Screen" + upper
      var n = 2
      while cases.contains(lower) || types.contains(type) {
        lower = "screen\(upper)\(n)"
        type = "Screen\(upper)\(n)"
        n += 1
      }
      cases.append(lower)
      types.append(type)
    }
    self.cases = cases
    self.types = types
  }
}

extension String {
  /// The string as a Swift string literal (quotes, backslashes and control characters escaped).
  var swiftLiteral: String {
    var out = "\""
    for scalar in unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          out += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// The string made safe for one line of a `//` comment (no line breaks or control characters).
  var commentSafe: String {
    String(
      String.UnicodeScalarView(
        unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : $0 }))
  }
}
