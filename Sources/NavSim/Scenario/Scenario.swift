import NavSimCore

/// A parsed scenario file (SCENARIOS.md): a configuration in file terms, expectations and a
/// timed list of actions.
///
/// A scenario keeps the file's own vocabulary (screen names, gesture shorthands, profile names)
/// so that printing it gives the file back; ``configuration()`` and ``inputs(for:)`` turn it
/// into what the model runs.
///
/// ```swift
/// let scenario = try Scenario.parse("""
///   start: root > detail
///   expect: lockup
///
///   @0ms tap show-sheet
///   +700ms drag-sheet 0.6 over 120ms velocity 900
///   """, path: "seed.nav")
/// let configuration = try scenario.configuration()
/// let inputs = scenario.inputs(for: configuration)
/// ```
public struct Scenario: Hashable, Sendable {
  /// The comment lines at the top of the file, before any header or event, without their
  /// `# ` (other comments are dropped).
  public var comments: [String]
  /// The `name:` header, if given.
  public var name: String?
  /// The profile's name (`ios17`, `ios16`, `ios13`, `fixed`).
  public var profile: String
  /// The device.
  public var device: Device
  /// The orientation at the start.
  public var orientation: Orientation
  /// Stack or split view.
  public var container: Container
  /// The mitigations in force.
  public var mitigations: Mitigations
  /// The back-button style.
  public var backButton: BackButtonStyle
  /// The `set:` overrides of profile values, in file order.
  public var settings: [Setting]
  /// The committed initial stack by screen name, root first; empty means the root alone.
  public var start: [String]
  /// The declared screens, the first being the root; empty means the seed app.
  public var screens: [ScreenDeclaration]
  /// `tabs:`: the root screens of the tab view's tabs, the first selected; empty for a stack.
  public var tabs: [String] = []
  /// `app-inputs:`: the app inputs the app's own code makes (`navfuzz scan` writes them from
  /// the source: a deep-link handler's push, a timer's pop), the only ones a campaign draws
  /// unless `--app-events` is given; empty for `app-inputs: none`; `nil` when not written
  /// (every kind).
  public var appInputs: [ScenarioAppAction]? = nil
  /// `deep-links:`: the app inputs only a person's deep link makes (`navfuzz scan` writes those
  /// of `.onOpenURL` and `.onContinueUserActivity`), made as a hand can (docs/MODEL.md §10.1):
  /// at least `linkGap` apart, and with one finger not while it touches; a campaign that
  /// draws ``appInputs`` draws these too. Empty when not written.
  public var deepLinks: [ScenarioAppAction] = []
  /// What the run must end with.
  public var expectations: [Expectation]
  /// The actions at absolute times, in file order (times never go backwards).
  public var events: [ScenarioEvent]

  /// The profile used when a file names none.
  public static let defaultProfile = "ios17"

  /// The latest time a scenario may name: one day of virtual time.
  public static let maximumTime: Int64 = 86_400_000_000

  /// The longest gesture shorthand (`P over D`): one minute, at most one move per frame.
  public static let maximumStrokeDuration: Int64 = 60_000_000

  /// The most inputs a file may expand to, strokes counted as one move per frame: a file of
  /// a few kilobytes must not take gigabytes to replay.
  package static let maximumInputs = 1_000_000

  /// Creates a scenario; every value defaults to the format's default.
  public init(
    comments: [String] = [], name: String? = nil, profile: String = Scenario.defaultProfile,
    device: Device = .iphone, orientation: Orientation = .portrait,
    container: Container = .stack, mitigations: Mitigations = [],
    backButton: BackButtonStyle = .system, settings: [Setting] = [], start: [String] = [],
    screens: [ScreenDeclaration] = [], expectations: [Expectation] = [],
    events: [ScenarioEvent] = []
  ) {
    self.comments = comments
    self.name = name
    self.profile = profile
    self.device = device
    self.orientation = orientation
    self.container = container
    self.mitigations = mitigations
    self.backButton = backButton
    self.settings = settings
    self.start = start
    self.screens = screens
    self.expectations = expectations
    self.events = events
  }

  /// The names of the app's screens: the declared ones, or `root` and `detail` for the seed app.
  public var screenNames: [String] {
    screens.isEmpty ? App.seed.screens.map(\.name) : screens.map(\.name)
  }
}

/// One event line: an action at an absolute time.
public struct ScenarioEvent: Hashable, Sendable {
  /// When the action happens (relative `+T` times are resolved while parsing).
  public var time: VirtualTime
  /// What happens.
  public var action: ScenarioAction
  /// The finger that does it (`finger N:`; 1 when the line names none, docs/MODEL.md §10.5).
  public var finger: Int
  /// How long a tap is held (`tap … hold D`); `nil`: the profile's `hold`.
  public var hold: VirtualDuration?

  /// Creates an event.
  public init(
    _ time: VirtualTime, _ action: ScenarioAction, finger: Int = 1, hold: VirtualDuration? = nil
  ) {
    self.time = time
    self.action = action
    self.finger = finger
    self.hold = hold
  }
}
