import NavSimCore

/// A `screen:` header: a screen of the app by name, with its links and its sheet.
public struct ScreenDeclaration: Hashable, Sendable {
  /// The screen's name.
  public var name: String
  /// The names of the screens it links to, in declaration order.
  public var links: [String]
  /// Whether the screen has a "Show Sheet" button and a sheet.
  public var hasSheet: Bool
  /// Whether the screen is pushed with the zoom transition (`zoom`, R26).
  public var zoom: Bool

  /// Creates a declaration.
  public init(_ name: String, links: [String] = [], hasSheet: Bool = false, zoom: Bool = false) {
    self.name = name
    self.links = links
    self.hasSheet = hasSheet
    self.zoom = zoom
  }

  /// Whether `name` can be a screen name: letters, digits, `-`, `_` and `.`, at least one.
  public static func isValidName(_ name: some StringProtocol) -> Bool {
    !name.isEmpty && name.utf8.allSatisfy(isNameByte)
  }

  static func isNameByte(_ b: UInt8) -> Bool {
    switch b {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
      UInt8(ascii: "."):
      true
    default: false
    }
  }
}
