import NavSimCore
import NavSimScenario

/// The app a device reproduction builds, described from a scenario: its root container, its
/// screens with their links and presentations, the start stack, the back-button style and the
/// mitigations in force. Every generator (SwiftUI, XCUITest, Appium) reads this description,
/// never the scenario's file terms, so a new kind of container or presentation is one case
/// here and one branch in each generator.
///
/// ```swift
/// let scenario = try Scenario.parse(text, path: "seed.nav")
/// let app = try ExportApp(scenario)
/// // app.screens.map(\.name) == ["root", "detail"]
/// ```
public struct ExportApp: Hashable, Sendable {
  /// What the window holds (docs/MODEL.md §2, §3.1).
  public enum Root: Hashable, Sendable {
    /// One `NavigationStack`.
    case stack
    /// An iPad `NavigationSplitView`: a sidebar and a detail column holding the stack.
    case split
    /// A `TabView` whose every tab is a `NavigationStack`, rooted at these screens.
    case tabs([String])
  }

  /// One presentation a screen can show (``ScreenPresentation``, its content by name), with
  /// the button that sets its binding and the one in it that dismisses it.
  @dynamicMemberLookup
  public struct Presentation: Hashable, Sendable {
    /// What it presents, as the app shows it (a sheet under `full-screen-cover` is a cover).
    public var shown: ScreenPresentation<String>
    /// The accessibility identifier of the button that presents it (`show-sheet`,
    /// `sheet-editor`, `cover-player`, `alert`, `dialog`).
    public var trigger: String
    /// The identifier of the button in it that dismisses it (`close-sheet`, `ok`, `cancel`).
    public var close: String

    /// A property of ``shown`` (`kind`, `content`, `ownStack`, `medium`, …).
    public subscript<T>(dynamicMember path: KeyPath<ScreenPresentation<String>, T>) -> T {
      shown[keyPath: path]
    }
  }

  /// One screen: a SwiftUI view pushed on the stack.
  public struct Screen: Hashable, Sendable {
    /// The screen's name, as the scenario writes it.
    public var name: String
    /// The screens its NavigationLinks lead to, by name, in declaration order.
    public var links: [String]
    /// What it presents.
    public var presentations: [Presentation]
    /// Whether it is pushed with the zoom transition (iOS 18 and later).
    public var zoom: Bool
    /// Whether a stack rooted at it has the app's mitigation (`no-mitigation`: it has not).
    public var mitigated: Bool
    /// Whether its presentation buttons toggle their binding (the seed's `toggle()`) rather
    /// than set it (`= true`): the screen's `button` item, else the profile's `buttonToggles`.
    public var toggles: Bool = true
  }

  /// The scenario's name (or its file name).
  public var title: String
  /// The root container.
  public var root: Root
  /// The screens; the first is the stack's root.
  public var screens: [Screen]
  /// The committed stack at launch, root first.
  public var start: [String]
  /// The back-button style every pushed screen draws (`back-hidden` already applied).
  public var backButton: BackButtonStyle
  /// The mitigations in force.
  public var mitigations: Mitigations
  /// The configuration the scenario runs under (profile, device, orientation).
  public var configuration: Configuration

  /// Describes the app of `scenario`.
  /// - Throws: the scenario's diagnostics when its configuration names unknown values.
  public init(_ scenario: Scenario) throws(ScenarioDiagnostics) {
    let configuration = try scenario.configuration()
    self.init(configuration, title: scenario.name ?? "navsim scenario")
  }

  /// Describes the app of `configuration`.
  public init(_ configuration: Configuration, title: String) {
    self.configuration = configuration
    self.title = title
    let app = configuration.app
    if case .tabs(let tabs) = app.root, !tabs.isEmpty {
      root = .tabs(tabs.map { app.name(of: $0) })
    } else {
      root = configuration.container == .split && configuration.device == .ipad ? .split : .stack
    }
    let cover = configuration.mitigations.has(.fullScreenCover)
    screens = app.screens.map { screen in
      Screen(
        name: screen.name, links: screen.links.map { app.name(of: $0) },
        presentations: screen.presentations.map { item in
          var shown = item.mapContent { app.name(of: $0) }
          if cover && item.kind == .sheet { shown.kind = .cover }
          return Presentation(
            shown: shown, trigger: ExportControl.trigger(item.kind, content: shown.content),
            close: ExportControl.close(item.kind))
        },
        zoom: screen.zoom, mitigated: !screen.unmitigated,
        toggles: screen.buttonAction.map { $0 == .toggle }
          ?? configuration.profile.presentButtonToggles)
    }
    start = configuration.start.map { app.name(of: $0) }
    var style = configuration.backButton
    if configuration.mitigations.has(.backHidden) && style == .system { style = .hiddenToolbar }
    backButton = style
    mitigations = configuration.mitigations
  }

  /// The screen called `name`.
  public func screen(named name: String) -> Screen? { screens.first { $0.name == name } }

  /// The screens that some link leads to, in screen order: each has one cell of the layout's
  /// content grid, the same on every screen that links to it.
  public var linkTargets: [String] {
    let linked = Set(screens.flatMap(\.links))
    return screens.map(\.name).filter { linked.contains($0) }
  }

  /// Whether some screen shows a sheet or a cover (which have the close button).
  public var hasSheets: Bool {
    screens.contains { $0.presentations.contains { $0.kind.hasContent } }
  }

  /// The presentation buttons of the app, each once, in screen order: one cell of the
  /// content grid each (`show-sheet`, `sheet-editor`, `alert`, …).
  public var triggers: [String] {
    var out: [String] = []
    for screen in screens {
      for p in screen.presentations where !out.contains(p.trigger) { out.append(p.trigger) }
    }
    return out
  }

  /// The tabs' root screens (empty without tabs).
  public var tabs: [String] {
    if case .tabs(let tabs) = root { return tabs }
    return []
  }
}
