import Testing

@testable import NavSimCore
@testable import NavSimScenario
@testable import NavSimSearch

/// Every kind of input the model accepts, one case each: ``of(_:)`` switches over every case of
/// `Input`, `TapTarget`, `GestureKind` and `AppAction` without a default, so a new case does not
/// compile until it has a kind here (and a row in ``InputKindCoverageTests/table``).
enum InputKind: String, CaseIterable, Sendable {
  case tapLink, tapBack, tapCustomBack, tapShowSheet, tapCloseSheet, tapSidebarToggle
  case tapPresent, tapOK, tapCancel, tapTab
  case swipeBack, dragSheet, contentSwipe, zoomDismiss
  case rotate
  case appPush, appPop, appPopToRoot, appDismissSheet, appShowPrimary, appHidePrimary
  case appPresent, appSelect, appInTab

  static func of(_ input: Input) -> InputKind {
    switch input {
    case .tap(let target), .press(let target):
      switch target {
      case .link: .tapLink
      case .back: .tapBack
      case .customBack: .tapCustomBack
      case .showSheet: .tapShowSheet
      case .closeSheet: .tapCloseSheet
      case .sidebarToggle: .tapSidebarToggle
      case .present: .tapPresent
      case .ok: .tapOK
      case .cancel: .tapCancel
      case .tab: .tapTab
      }
    case .gesture(let kind, _):
      switch kind {
      case .swipeBack: .swipeBack
      case .dragSheet: .dragSheet
      case .contentSwipe: .contentSwipe
      case .zoomDismiss: .zoomDismiss
      }
    case .rotate: .rotate
    case .app(let action):
      switch action {
      case .push: .appPush
      case .pop: .appPop
      case .popToRoot: .appPopToRoot
      case .dismissSheet: .appDismissSheet
      case .showPrimary: .appShowPrimary
      case .hidePrimary: .appHidePrimary
      case .present: .appPresent
      case .select: .appSelect
      case .inTab: .appInTab
      }
    }
  }

  /// Whether a user makes it (the app's own actions are neither strays nor probes).
  var isUser: Bool { !rawValue.hasPrefix("app") }
}

/// What makes inputs: the fuzzer's generator, its stray inputs, the explorer's menu, the
/// oracles' probes.
enum InputSource: String, CaseIterable, Sendable {
  case generator, stray, explorer, probes
}

/// No input kind is left out of the search. For each kind, an app that offers
/// it; each source that should make it must, on that app.
@Suite struct InputKindCoverageTests {
  /// An app that offers each kind (one row per kind; the tree's tab taps and alert buttons
  /// are one row each when they land).
  static let table: [InputKind: Configuration] = {
    var seed = Configuration()
    seed.start = [0, 1]
    var custom = seed
    custom.backButton = .hiddenToolbar
    var split = seed
    split.device = .ipad
    split.container = .split
    var ios26 = seed
    ios26.profile = .ios26
    var zoom = Configuration()
    zoom.app = App(screens: [
      Screen(name: "root", links: [1]), Screen(name: "photo", hasSheet: true, zoom: true),
    ])
    zoom.start = [0, 1]
    zoom.profile = .ios18
    // The tree (docs/MODEL.md §3.1): tabs, a sheet with its own stack, an alert, a dialog.
    var tree = Configuration()
    tree.app = App(
      screens: [
        Screen(name: "feed", links: [1]),
        Screen(
          name: "post",
          presentations: [
            PresentationItem(.sheet, content: 3, ownStack: true), PresentationItem(.alert),
            PresentationItem(.dialog),
          ]),
        Screen(name: "inbox"),
        Screen(name: "editor"),
      ], root: .tabs([0, 2]))
    tree.start = [0, 1]
    var rows: [InputKind: Configuration] = [:]
    for kind in InputKind.allCases {
      switch kind {
      case .tapCustomBack: rows[kind] = custom
      case .tapSidebarToggle, .rotate, .appShowPrimary, .appHidePrimary: rows[kind] = split
      case .contentSwipe: rows[kind] = ios26
      case .zoomDismiss: rows[kind] = zoom
      case .tapPresent, .tapOK, .tapCancel, .tapTab, .appPresent, .appSelect, .appInTab:
        rows[kind] = tree
      default: rows[kind] = seed
      }
    }
    return rows
  }()

  @Test func everyKindHasAnAppThatOffersIt() {
    for kind in InputKind.allCases { #expect(Self.table[kind] != nil, "\(kind)") }
  }

  /// The kinds each source makes on `config`.
  static func kinds(_ source: InputSource, _ config: Configuration) -> Set<InputKind> {
    let physics = TouchPhysics(config)
    var found: Set<InputKind> = []
    func add(_ touches: [Touch]) {
      for input in physics.inputs(touches) { found.insert(InputKind.of(input.input)) }
    }
    switch source {
    case .generator:
      var options = GenerationOptions()
      options.strategy = .timed
      var runner = FuzzRunner(configuration: config, options: options)
      for k in 0..<3_000 {
        _ = runner.run(seed: SplitMix64.derive(17, UInt64(k)))
        add(runner.touches)
      }
    case .stray:
      var generator = InputGenerator(options: GenerationOptions())
      generator.reset(seed: 17)
      let model = NavigationModel(config)
      for _ in 0..<2_000 {
        switch generator.strayAction(model) {
        case .input(let input): found.insert(InputKind.of(input))
        case .gesture(let kind): found.insert(InputKind.of(kind.input(.begin)))
        }
      }
    case .explorer:
      for action in ExplorationAction.menu(for: config, appEvents: true, fingers: 2) {
        add(action.touches(at: 0, bounds: ExplorationBounds(), profile: config.profile))
      }
    case .probes:
      // The probes of the states a few hundred fuzz runs end in (sheet up or not, pushed or
      // not), and the rotation probe on iPad.
      var options = GenerationOptions()
      options.strategy = .timed
      options.appEvents = false
      var generator = InputGenerator(options: options)
      for k in 0..<400 {
        generator.reset(seed: SplitMix64.derive(29, UInt64(k)))
        var model = NavigationModel(config)
        var touches: [Touch] = []
        _ = generator.generate(&model, into: &touches)
        _ = model.runUntilQuiescent(limit: model.now + .seconds(10))
        for probe in Probe.menu(for: model) {
          add([Touch(at: 0, finger: 1, probe.motion)])
        }
      }
      if Setup(config).isPad { add([Touch(at: 0, finger: 0, Probe.rotation.motion)]) }
    }
    return found
  }

  @Test(arguments: InputSource.allCases)
  func everySourceMakesEveryKindItShould(_ source: InputSource) throws {
    var cache: [String: Set<InputKind>] = [:]
    for kind in InputKind.allCases {
      // The app's own actions come from the generator and the explorer only.
      if !kind.isUser && (source == .stray || source == .probes) { continue }
      let config = try #require(Self.table[kind])
      let key =
        "\(config.profile.name) \(config.device) \(config.container) "
        + "\(config.backButton) \(config.app.screens.map(\.name))"
      let made = cache[key] ?? Self.kinds(source, config)
      cache[key] = made
      #expect(made.contains(kind), "\(source) never makes \(kind)")
    }
  }
}
