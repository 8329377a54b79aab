/// The index of a screen in an ``App``'s screen list (0 is the root).
public typealias ScreenID = UInt8

/// One screen of an app: its links to other screens and whether it presents a sheet.
public struct Screen: Hashable, Sendable {
  /// The screen's name, as scenario files and reports write it.
  public var name: String
  /// The screens its NavigationLinks lead to, in declaration order.
  public var links: [ScreenID]
  /// Whether the screen has a "Show Sheet" button and a `.sheet(isPresented:)`.
  public var hasSheet: Bool
  /// Whether the screen is pushed with the zoom navigation transition
  /// (`navigationTransition(.zoom(…))`, R26; it matters from `ios18` on).
  public var zoom: Bool

  /// Creates a screen.
  public init(name: String, links: [ScreenID] = [], hasSheet: Bool = false, zoom: Bool = false) {
    self.name = name
    self.links = links
    self.hasSheet = hasSheet
    self.zoom = zoom
  }
}

/// The app under test: a list of screens, the first being the NavigationStack's root.
///
/// ```swift
/// let app = App.seed  // root: link detail; detail: sheet
/// ```
public struct App: Hashable, Sendable {
  /// The screens; index 0 is the root.
  public var screens: [Screen]

  /// The most screens an app may declare (screen ids are bytes; stacks hold at most 16 entries).
  public static let maximumScreens = 64

  /// Creates an app from its screens (the first is the root).
  public init(screens: [Screen]) { self.screens = screens }

  /// The seed app of MODEL.md §2: `root` links to `detail`, which shows a sheet.
  public static let seed = App(screens: [
    Screen(name: "root", links: [1]),
    Screen(name: "detail", hasSheet: true),
  ])

  /// The id of the screen called `name`, if there is one.
  public func screenID(named name: String) -> ScreenID? {
    screens.firstIndex { $0.name == name }.map { ScreenID($0) }
  }

  /// The name of screen `id` (or `#id` for an id out of range).
  public func name(of id: ScreenID) -> String {
    Int(id) < screens.count ? screens[Int(id)].name : "#\(id)"
  }
}
