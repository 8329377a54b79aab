import NavSimCore

/// A presentation item of a `screen:` header in the file's terms, its screen by name (`sheet
/// editor stack item`, `cover login`, `alert`, `dialog`; docs/SCENARIOS.md).
public typealias PresentationDeclaration = ScreenPresentation<String>

extension ScreenPresentation where Content == String {
  /// The words of the item (`sheet editor stack item detents medium`).
  public var text: String { words(itemFirst: false).joined(separator: " ") }

  /// The words of the item; `itemFirst` writes `item` before `stack` (the order of the app
  /// file a scan writes; either order reads the same).
  package func words(itemFirst: Bool) -> [String] {
    var words = [kind.keyword]
    if let content { words.append(content) }
    if isItem && itemFirst { words.append(ScreenPresentationOption.item.rawValue) }
    if ownStack { words.append(ScreenPresentationOption.stack.rawValue) }
    if isItem && !itemFirst { words.append(ScreenPresentationOption.item.rawValue) }
    if medium {
      words.append(ScreenPresentationOption.detents.rawValue)
      words.append(large ? "medium+large" : "medium")
    }
    if undimmed { words.append(ScreenPresentationOption.undimmed.rawValue) }
    if noPull { words.append(ScreenPresentationOption.noPull.rawValue) }
    return words
  }
}

/// The words a `sheet X` or `cover X` item may carry after its screen, as the parser reads them
/// and ``ScreenPresentation/text`` writes them.
package enum ScreenPresentationOption: String, CaseIterable, Sendable {
  /// `stack`: the content in its own NavigationStack.
  case stack
  /// `item`: `.sheet(item:)`.
  case item
  /// `detents medium` or `detents medium+large`.
  case detents
  /// `undimmed`: the screen behind a medium sheet stays live.
  case undimmed
  /// `no-pull`: `interactiveDismissDisabled()`.
  case noPull = "no-pull"

  /// Whether only a kind a finger can pull down takes it (``PresentationKind/isPullable``).
  package var pullableOnly: Bool {
    switch self {
    case .stack, .item: false
    case .detents, .undimmed, .noPull: true
    }
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
