/// Word wrapping for reports that must fit a terminal.
package enum TextWrap {
  /// Splits `text` into lines of at most `width` characters at spaces (a longer word stands
  /// alone on its line).
  package static func wrap(_ text: String, width: Int) -> [String] {
    guard text.count > width, width > 8 else { return [text] }
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      if current.isEmpty {
        current = String(word)
      } else if current.count + 1 + word.count <= width {
        current += " " + word
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    lines.append(current)
    return lines
  }

  /// `text` wrapped to `width` with every line after the first indented by `indent` spaces.
  static func hanging(_ text: String, width: Int, indent: Int) -> String {
    let lines = wrap(text, width: width - indent)
    return lines.enumerated().map {
      $0.offset == 0 ? $0.element : String(repeating: " ", count: indent) + $0.element
    }
    .joined(separator: "\n")
  }
}
