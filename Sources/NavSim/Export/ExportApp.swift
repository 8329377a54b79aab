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
  /// What the window holds (docs/MODEL.md §2).
  public enum Root: String, Hashable, Sendable {
    /// One `NavigationStack`.
    case stack
    /// An iPad `NavigationSplitView`: a sidebar and a detail column holding the stack.
    case split
  }

  /// How a presentation is shown (its SwiftUI modifier).
  public enum PresentationKind: String, Hashable, Sendable {
    /// `.sheet(isPresented:onDismiss:)`: a page sheet, pulled down to dismiss.
    case sheet
    /// `.fullScreenCover(isPresented:onDismiss:)`: no interactive dismissal.
    case cover
  }

  /// One presentation a screen can show, with the button that sets its binding.
  public struct Presentation: Hashable, Sendable {
    /// Sheet or cover.
    public var kind: PresentationKind
    /// The accessibility identifier of the button that presents it (`show-sheet`).
    public var trigger: String
    /// The accessibility identifier of the button in it that dismisses it (`close-sheet`).
    public var close: String
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
    root = configuration.container == .split && configuration.device == .ipad ? .split : .stack
    let cover = configuration.mitigations.has(.fullScreenCover)
    screens = app.screens.map { screen in
      Screen(
        name: screen.name, links: screen.links.map { app.name(of: $0) },
        presentations: screen.hasSheet
          ? [
            Presentation(kind: cover ? .cover : .sheet, trigger: "show-sheet", close: "close-sheet")
          ]
          : [],
        zoom: screen.zoom)
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

  /// Whether any screen presents something.
  public var hasPresentations: Bool { screens.contains { !$0.presentations.isEmpty } }
}
