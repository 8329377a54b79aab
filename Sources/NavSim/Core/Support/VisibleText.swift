/// Text from a file or a path made safe and measurable for a terminal.
///
/// Diagnostics and text reports echo what a file holds; a raw ESC could drive the terminal
/// (escape injection) and an invisible character (a BOM, NUL, a zero-width space, a bidi
/// override) makes two different words look the same. ``escaped(_:)`` writes each of them
/// visibly as `\u{XX}` (its code point in hexadecimal), so `"\u{FEFF}start"` reads as
/// `\u{FEFF}start`.
///
/// ``width(_:)`` is the number of terminal columns a text takes, for caret lines: a wide
/// character (East Asian wide or full-width, an emoji) counts 2, a combining mark 0, any other
/// character 1. Tabs are the caller's business (a caret line copies them).
///
/// ```swift
/// VisibleText.escaped("a\u{1B}[2Jb")  // "a\\u{1B}[2Jb"
/// VisibleText.width("日本")            // 4
/// ```
package enum VisibleText {
  /// `text` with every control or invisible character written as `\u{XX}`; tabs stay.
  package static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isInvisible) else { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      if isInvisible(scalar) {
        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Whether `scalar` is shown as an escape: C0 controls but the tab, DEL, C1 controls, the
  /// byte order mark and the other zero-width, bidi-control and separator characters.
  package static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09: false
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0xAD, 0x061C, 0x180E: true
    case 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2069, 0xFEFF, 0xFFF9...0xFFFB: true
    default: false
    }
  }

  /// The terminal columns `text` takes (see the type's summary); tabs count 1.
  package static func width(_ text: String) -> Int {
    text.reduce(0) { $0 + width(of: $1) }
  }

  /// The terminal columns of one character: 2 if wide, 0 if only combining marks, else 1.
  package static func width(of character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    if character.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation }) {
      return 2
    }
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark: return 0
    default: break
    }
    return isWide(first) ? 2 : 1
  }

  /// East Asian wide and full-width ranges (Unicode UAX #11, the common blocks).
  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD,
      0x30000...0x3FFFD:
      true
    default: false
    }
  }
}
