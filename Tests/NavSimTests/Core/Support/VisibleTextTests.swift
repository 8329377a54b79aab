import Testing

@testable import NavSimCore

@Suite struct VisibleTextTests {
  @Test func everyControlCharacterButTheTabIsEscapedAndNothingElse() {
    for value in UInt32(0)...0x2FF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = "a" + String(Character(scalar)) + "b"
      let shown = VisibleText.escaped(text)
      let control =
        (value < 0x20 && value != 0x09) || (0x7F...0x9F).contains(value) || value == 0xAD
      if control {
        #expect(shown == "a\\u{" + String(value, radix: 16, uppercase: true) + "}b", "U+\(value)")
      } else {
        #expect(shown == text, "U+\(value)")
      }
    }
    #expect(VisibleText.escaped("\u{FEFF}start") == "\\u{FEFF}start")
    #expect(VisibleText.escaped("\u{202E}evil") == "\\u{202E}evil")
  }

  @Test func widthsCountTerminalColumns() {
    #expect(VisibleText.width("abc") == 3)
    #expect(VisibleText.width("é") == 1)
    #expect(VisibleText.width("e\u{301}") == 1)
    #expect(VisibleText.width("日本") == 4)
    #expect(VisibleText.width("🙂") == 2)
    #expect(VisibleText.width("ｘ") == 2)
  }
}
