import NavSimCore

/// A presentation item of a `screen:` header in the file's terms (`sheet editor stack item`,
/// `cover login`, `alert`, `dialog`; docs/SCENARIOS.md).
public struct PresentationDeclaration: Hashable, Sendable {
  /// What it presents.
  public var kind: PresentationKind
  /// The screen it shows, by name (sheets and covers).
  public var content: String?
  /// `stack`: the content sits in its own NavigationStack.
  public var ownStack = false
  /// `item`: a `.sheet(item:)`.
  public var isItem = false
  /// `detents medium` or `detents medium+large`.
  public var medium = false
  /// `detents medium+large` (or no detents: large only).
  public var large = true
  /// `undimmed`: the screen behind a medium sheet stays live.
  public var undimmed = false
  /// `no-pull`: `interactiveDismissDisabled()`.
  public var noPull = false

  /// Creates a declaration.
  public init(_ kind: PresentationKind, content: String? = nil, ownStack: Bool = false) {
    self.kind = kind
    self.content = content
    self.ownStack = ownStack
  }

  /// The words of the item (`sheet editor stack item detents medium`).
  public var text: String {
    var words = [kind.keyword]
    if let content { words.append(content) }
    if ownStack { words.append("stack") }
    if isItem { words.append("item") }
    if medium { words.append(large ? "detents medium+large" : "detents medium") }
    if undimmed { words.append("undimmed") }
    if noPull { words.append("no-pull") }
    return words.joined(separator: " ")
  }
}

/// A `screen:` header: a screen of the app by name, with its links and what it presents.
public struct ScreenDeclaration: Hashable, Sendable {
  /// The screen's name.
  public var name: String
  /// The names of the screens it links to, in declaration order.
  public var links: [String]
  /// Whether the screen has a "Show Sheet" button and the seed's text sheet (`sheet`).
  public var hasSheet: Bool
  /// Whether the screen is pushed with the zoom transition (`zoom`, R26).
  public var zoom: Bool
  /// Its other presentation items, in declaration order.
  public var presentations: [PresentationDeclaration]
  /// `no-mitigation`: as a stack's root, the mitigation is not attached to that stack.
  public var unmitigated: Bool
  /// `button toggle` or `button set`: what its presentation buttons do to their binding;
  /// `nil` when the line does not say (the profile value `buttonToggles` decides).
  public var buttonAction: ButtonAction?

  /// Creates a declaration.
  public init(
    _ name: String, links: [String] = [], hasSheet: Bool = false, zoom: Bool = false,
    presentations: [PresentationDeclaration] = [], unmitigated: Bool = false,
    buttonAction: ButtonAction? = nil
  ) {
    self.buttonAction = buttonAction
    self.name = name
    self.links = links
    self.hasSheet = hasSheet
    self.zoom = zoom
    self.presentations = presentations
    self.unmitigated = unmitigated
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
