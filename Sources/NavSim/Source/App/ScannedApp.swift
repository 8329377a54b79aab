import NavSimCore

/// The app a scan derived from SwiftUI source: its root (one stack or tabs), its screens with
/// their links and presentations, each with the source location it was read from, and the
/// header values read from the code (mitigation, back-button style).
///
/// ``text`` writes it as a scenario file in the tree format (docs/SCAN.md), ready for `--app`.
public struct ScannedApp: Hashable, Sendable {
  /// One screen: a view a stack shows (a root, a pushed view, a presentation's content).
  public struct Screen: Hashable, Sendable {
    /// The screen's name: the view's type name, or `Owner.sheet1`-like for content written
    /// inline.
    public var name: String
    /// Where the view is declared (or where its inline content starts).
    public var location: SourceLocation
    /// Its links and presentations, in source order.
    public var items: [Item]
    /// Whether it is pushed with the zoom transition (`navigationTransition(.zoom…)`).
    public var zoom = false
    /// Its own back button, as its content hides and replaces it (`system` when it does not);
    /// the app file gives every pushed screen one style (``ScannedApp/backButton``), a
    /// presentation's focused app the presenting screen's.
    public var backButton: BackButtonStyle = .system
    /// Where its back button is hidden.
    public var backButtonSite: SourceLocation? = nil

    /// Creates a screen.
    public init(name: String, location: SourceLocation, items: [Item] = [], zoom: Bool = false) {
      self.name = name
      self.location = location
      self.items = items
      self.zoom = zoom
    }
  }

  /// One item of a screen.
  public struct Item: Hashable, Sendable {
    /// A NavigationLink (or a push by value, or `navigationDestination(isPresented:)`) to the
    /// screen named here, or a presentation.
    public var kind: Kind
    /// Every source site that gives this item (the same link written twice is one item).
    public var sites: [SourceLocation]
    /// Where the screen attaches it when it is written inside a modifier of the app's own
    /// (`.withSheetDestinations(…)` on the screen, the `.sheet(` in the modifier's body).
    public var via: [SourceLocation] = []

    /// Creates an item.
    public init(_ kind: Kind, sites: [SourceLocation]) {
      self.kind = kind
      self.sites = sites
    }

    /// Whether the item is a presentation (not a link).
    public var isPresentation: Bool {
      if case .link = kind { return false }
      return true
    }
  }

  /// What an item is.
  public enum Kind: Hashable, Sendable {
    /// `link X`.
    case link(String)
    /// A presentation: a sheet or a cover showing a screen (no screen: the seed's unnamed
    /// sheet, `sheet`), an alert, a dialog.
    case presentation(Presentation)
  }

  /// A presentation, its content screen by name (``PresentationDeclaration``, as the app file
  /// writes it).
  public typealias Presentation = ScreenPresentation<String>

  /// The tab roots when the root is a TabView, in order; empty for one stack.
  public var tabs: [String] = []
  /// The screens, the root (or the first tab's root) first.
  public var screens: [Screen] = []
  /// The mitigation read from the code (`gesture-mask`, `gesture-mask-counted`), if any.
  public var mitigation: Mitigation? = nil
  /// Where the mitigation was read.
  public var mitigationSite: SourceLocation? = nil
  /// The back-button style read from the code (`hidden-toolbar`, `hidden-overlay`).
  public var backButton: BackButtonStyle = .system
  /// Where the back-button style was read.
  public var backButtonSite: SourceLocation? = nil
  /// Split view (`NavigationSplitView`, or a NavigationView with columns): written as a
  /// comment, since on iPhone it behaves as a stack.
  public var split = false
  /// The name the app file's `name:` gives (the `@main` type).
  public var name: String? = nil
  /// The committed stack at the start (`start:`), root first; empty for the root alone.
  public var start: [String] = []
  /// The screens shown as a root in other states of the app (the roots its coordinators set
  /// besides the one read, a signed-out flow's) or in windows of its own (a player's): their
  /// screens are in the app, never reached from its start, and each presentation there is
  /// judged from its own root.
  public var otherRoots: [String] = []

  /// The app inputs its source makes (``AppInput``), written as `app-inputs:`; `nil` when not
  /// read (an app made by hand), empty when the source makes none.
  public var appInputs: [AppInput]? = nil

  /// The profile the app's deployment target chooses (the oldest version of the model it runs
  /// on): `profile:` in the app file, so that a campaign or a search on the file judges the app
  /// where the scan did; `nil` when no target was read.
  public var profile: String? = nil
  /// Why: the deployment target and where it is written, the `profile:` line's comment.
  public var profileSource: String? = nil

  /// What a warning at a site adds when the scan read the site through a call that may run
  /// another method (`action.execute(…)`, read as every method of that name), by site.
  public var readThrough: [SourceLocation: String] = [:]
  /// The same for a site on one screen only (a coordinator that shows one of two screens
  /// handles its actions for both), by screen, then site.
  public var readThroughOnScreen: [String: [SourceLocation: String]] = [:]

  /// Creates an empty app.
  public init() {}

  /// The screen called `name`.
  public func screen(named name: String) -> Screen? { screens.first { $0.name == name } }
}
