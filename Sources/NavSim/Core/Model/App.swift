/// The index of a screen in an ``App``'s screen list (0 is the root).
public typealias ScreenID = UInt8

/// How a tap names a presentation button: its kind and the screen it shows (`nil` for the
/// seed's text sheet, alerts and dialogs).
public struct PresentationKey: Hashable, Sendable {
  /// What it presents.
  public var kind: PresentationKind
  /// The screen it shows.
  public var content: ScreenID?

  /// Creates a key.
  public init(kind: PresentationKind, content: ScreenID?) {
    self.kind = kind
    self.content = content
  }
}

/// One screen of an app: its links to other screens, what it presents, and how it is pushed.
public struct Screen: Hashable, Sendable {
  /// The screen's name, as scenario files and reports write it.
  public var name: String
  /// The screens its NavigationLinks lead to, in declaration order.
  public var links: [ScreenID]
  /// Its presentation modifiers, in declaration order, each with its own button.
  public var presentations: [PresentationItem]
  /// Whether the screen is pushed with the zoom navigation transition
  /// (`navigationTransition(.zoom(…))`, R26; it matters from `ios18` on).
  public var zoom: Bool
  /// When this screen is a stack's root: the app's mitigation is not attached to that stack
  /// (its gesture mask modifier, its recogniser delegate), `no-mitigation`.
  public var unmitigated: Bool
  /// What the screen's presentation buttons do to their binding (`button toggle`, `button
  /// set`); `nil`: as the profile value `buttonToggles` says (the seed's toggle by default,
  /// R15).
  public var buttonAction: ButtonAction?

  /// The most presentation items one screen may declare.
  public static let maximumPresentations = 8

  /// Creates a screen.
  public init(
    name: String, links: [ScreenID] = [], hasSheet: Bool = false, zoom: Bool = false,
    presentations: [PresentationItem] = [], unmitigated: Bool = false,
    buttonAction: ButtonAction? = nil
  ) {
    self.name = name
    self.links = links
    self.presentations = (hasSheet ? [.textSheet] : []) + presentations
    self.zoom = zoom
    self.unmitigated = unmitigated
    self.buttonAction = buttonAction
  }

  /// Whether the screen has the seed's "Show Sheet" button and its text sheet.
  public var hasSheet: Bool {
    get { presentations.contains { $0 == .textSheet } }
    set {
      presentations.removeAll { $0 == .textSheet }
      if newValue { presentations.insert(.textSheet, at: 0) }
    }
  }
}

/// How the window's root is laid out (docs/MODEL.md §3.1).
public enum RootLayout: Hashable, Sendable {
  /// One navigation stack whose root is screen 0 (or the split view's detail column).
  case stack
  /// A tab view: each tab is its own stack, rooted at these screens; the first is selected.
  case tabs([ScreenID])
}

/// The app under test: a list of screens and how the window's root holds them.
///
/// ```swift
/// let app = App.seed  // root: link detail; detail: sheet
/// ```
public struct App: Hashable, Sendable {
  /// The screens; index 0 is the root of the first (or only) stack.
  public var screens: [Screen]
  /// The window's root container.
  public var root: RootLayout
  /// The app inputs only a person's deep link makes (a link tapped in a notification banner or
  /// another app, reaching `.onOpenURL` or `.onContinueUserActivity`; a file's `deep-links:`):
  /// each comes when a hand can make it (docs/MODEL.md §10.1, ``TouchPhysics``), not at any
  /// time like the app's own inputs (timers, tasks).
  public var deepLinks: [AppAction] = []
  /// The app inputs the app's own code makes at any time (timers, tasks; a file's
  /// `app-inputs:` line, `none` an empty list), or `nil` when nothing says: a search then draws
  /// every kind. It describes the app, so a finding or counterexample file written from this
  /// app carries it; which app inputs a search draws is the search's option
  /// (`GenerationOptions.appActions`, `ExplorationBounds.appActions`).
  public var appInputs: [AppAction]? = nil

  /// The most screens an app may declare (screen ids are bytes).
  public static let maximumScreens = 256

  /// The most tabs a tab view may have.
  public static let maximumTabs = 16

  /// Creates an app from its screens (the first is the root) and its root layout.
  public init(screens: [Screen], root: RootLayout = .stack) {
    self.screens = screens
    self.root = root
  }

  /// The seed app of MODEL.md §2: `root` links to `detail`, which shows a sheet.
  public static let seed = App(screens: [
    Screen(name: "root", links: [1]),
    Screen(name: "detail", hasSheet: true),
  ])

  /// The root screens of the window's stacks: one for a stack, one per tab.
  public var rootScreens: [ScreenID] {
    switch root {
    case .stack: [0]
    case .tabs(let tabs): tabs.isEmpty ? [0] : tabs
    }
  }

  /// The root screen of tab `index` (the first tab's for an index out of range).
  public func tabRoot(_ index: Int) -> ScreenID {
    let roots = rootScreens
    return index >= 0 && index < roots.count ? roots[index] : roots[0]
  }

  /// The index of the tab rooted at `screen`, if there is one.
  public func tabIndex(of screen: ScreenID) -> Int? {
    hasTabs ? rootScreens.firstIndex(of: screen) : nil
  }

  /// Whether the root is a tab view.
  public var hasTabs: Bool {
    if case .tabs(let tabs) = root { return !tabs.isEmpty }
    return false
  }

  /// The id of the screen called `name`, if there is one.
  public func screenID(named name: String) -> ScreenID? {
    screens.firstIndex { $0.name == name }.map { ScreenID($0) }
  }

  /// The name of screen `id` (or `#id` for an id out of range).
  public func name(of id: ScreenID) -> String {
    Int(id) < screens.count ? screens[Int(id)].name : "#\(id)"
  }
}
