/// One presentation modifier of a screen (`.sheet(isPresented:)`, `.sheet(item:)`,
/// `.fullScreenCover`, `.alert`, `.confirmationDialog`) with its options, the screen it shows
/// named as its layer names screens: an id in the model's app (``PresentationItem``), a name
/// in a scenario file, a scanned app and an exported one.
///
/// One description for every layer, so an option is added once:
///
/// ```swift
/// let editor = ScreenPresentation(.sheet, content: "editor", ownStack: true)
/// // editor.kind.keyword == "sheet"
/// ```
public struct ScreenPresentation<Content: Hashable & Sendable>: Hashable, Sendable {
  /// What it presents.
  public var kind: PresentationKind
  /// The screen it shows, for a sheet or a cover; `nil` for the seed's text sheet, an alert or
  /// a dialog.
  public var content: Content?
  /// Whether the content sits in its own `NavigationStack` (links inside it push there;
  /// `stack`).
  public var ownStack: Bool
  /// `.sheet(item:)`: presenting it while it is up gives it a new item (dismissed, then
  /// presented again; `item`).
  public var isItem: Bool
  /// The sheet's detents: whether a medium detent is offered (and whether it starts there;
  /// `detents medium`).
  public var medium: Bool
  /// Whether the sheet can also be dragged to large (`detents medium+large`, or no detents).
  public var large: Bool
  /// `presentationBackgroundInteraction(.enabled)`: with a medium detent the screen behind
  /// stays live (`undimmed`).
  public var undimmed: Bool
  /// `interactiveDismissDisabled()`: pulling it down does nothing (`no-pull`).
  public var noPull: Bool

  /// Creates a presentation.
  public init(
    _ kind: PresentationKind, content: Content? = nil, ownStack: Bool = false,
    isItem: Bool = false, medium: Bool = false, large: Bool = true, undimmed: Bool = false,
    noPull: Bool = false
  ) {
    self.kind = kind
    self.content = content
    self.ownStack = ownStack
    self.isItem = isItem
    self.medium = medium
    self.large = large
    self.undimmed = undimmed
    self.noPull = noPull
  }

  /// Whether the screen behind stays live while it is up (a medium, undimmed sheet).
  public var leavesBackgroundLive: Bool { kind == .sheet && medium && undimmed }

  /// The same presentation showing `content`, named as another layer names screens: every
  /// option carried over (the one place that lists them all).
  public func withContent<Other>(_ content: Other?) -> ScreenPresentation<Other> {
    ScreenPresentation<Other>(
      kind, content: content, ownStack: ownStack, isItem: isItem, medium: medium, large: large,
      undimmed: undimmed, noPull: noPull)
  }

  /// The same presentation with its content named another way (a name for an id, say).
  public func mapContent<Other>(_ transform: (Content) throws -> Other) rethrows
    -> ScreenPresentation<Other>
  {
    withContent(try content.map(transform))
  }
}

/// A presentation item of the model's app: its content is a screen id.
public typealias PresentationItem = ScreenPresentation<ScreenID>

extension ScreenPresentation where Content == ScreenID {
  /// The seed's sheet: `.sheet(isPresented: $popUp)` showing a text.
  public static var textSheet: PresentationItem { PresentationItem(.sheet) }

  /// The key a `tap` names it by (`sheet X`, `cover X`, `alert`, `dialog`, `show-sheet`).
  public var key: PresentationKey { PresentationKey(kind: kind, content: content) }
}
