import NavSimCore

extension Scenario {
  /// The model configuration the scenario describes: the profile with its `set:` overrides,
  /// the app from `screen:` lines (or ``App/seed``), the start stack by id, and the rest of
  /// the header.
  ///
  /// A scenario that ``parse(_:path:)`` returned always compiles; a scenario built in code may
  /// name an unknown profile, setting or screen.
  ///
  /// - Throws: ``ScenarioDiagnostics`` (without path or lines) listing every unknown name.
  public func configuration() throws(ScenarioDiagnostics) -> Configuration {
    var problems: [ScenarioError] = []
    var config = Configuration()
    if let base = Profile.named(profile) {
      config.profile = base
    } else {
      let names = Profile.all.map(\.name)
      problems.append(
        .unknownValue(
          what: "profile", value: profile, suggestion: suggestion(for: profile, among: names)))
    }
    for setting in settings where !config.profile.setting(setting.name, to: setting.value) {
      problems.append(
        Profile.settingNames.contains(setting.name)
          ? .settingOutOfRange(name: setting.name, value: String(setting.value))
          : .unknownValue(
            what: "setting", value: setting.name,
            suggestion: suggestion(for: setting.name, among: Profile.settingNames)))
    }
    config.device = device
    config.orientation = orientation
    config.container = container
    config.mitigations = mitigations
    config.backButton = backButton

    let names = screenNames
    func id(_ name: String) -> ScreenID? {
      guard let index = names.firstIndex(of: name), index < App.maximumScreens else {
        problems.append(
          .unknownScreen(name, suggestion: suggestion(for: name, among: names), known: names))
        return nil
      }
      return ScreenID(index)
    }
    if screens.count > App.maximumScreens {
      problems.append(.tooMany(what: "screens", limit: App.maximumScreens))
    }
    if !screens.isEmpty {
      config.app = App(
        screens: screens.prefix(App.maximumScreens).map { screen in
          Screen(
            name: screen.name, links: screen.links.compactMap(id), hasSheet: screen.hasSheet,
            zoom: screen.zoom,
            presentations: screen.presentations.map { $0.withContent($0.content.flatMap(id)) },
            unmitigated: screen.unmitigated, buttonAction: screen.buttonAction)
        },
        root: tabs.isEmpty ? .stack : .tabs(tabs.compactMap(id)))
    }
    // A deep link the app also makes by itself comes at any time, as its own inputs do.
    let own = Self.resolve(appInputs ?? [], in: config.app)
    config.app.appInputs = appInputs == nil ? nil : own
    config.app.deepLinks = Self.resolve(deepLinks, in: config.app).filter { !own.contains($0) }
    if start.count > ScreenStack.capacity {
      problems.append(.tooMany(what: "screens in start", limit: ScreenStack.capacity))
    }
    let stack = start.compactMap(id)
    if let first = start.first, let root = tabs.first ?? names.first, first != root {
      problems.append(.startNotAtRoot(first, root: root))
    }
    config.start = stack.isEmpty ? [0] : stack
    for event in events {
      switch event.action {
      case .tap(.link(let name)), .app(.push(let name)), .app(.present(let name)),
        .tap(.present(_, let name?)):
        _ = id(name)
      default: break
      }
    }
    for case .screen(let name) in expectations { _ = id(name) }
    guard problems.isEmpty else {
      throw ScenarioDiagnostics(
        path: name ?? "scenario",
        problems: problems.map { ScenarioDiagnostic(line: 0, column: 0, error: $0, sourceLine: "") }
      )
    }
    return config
  }

  /// The scenario's inputs for a run under `configuration`: its touches
  /// (``touches(for:)``) delivered as ``TouchPhysics`` does (at display frames, pans beginning
  /// after `slop`, release velocities from the movement), with app actions and rotations at
  /// their own times. Gesture steps written alone (`swipe-back begin`; the parser rejects them
  /// in files) are delivered as written.
  ///
  /// - Parameter configuration: usually ``configuration()``; an action naming a screen that
  ///   its app does not have is left out.
  /// - Returns: the inputs, sorted by time.
  public func inputs(for configuration: Configuration) -> [TimedInput] {
    let physics = TouchPhysics(configuration)
    var inputs = physics.inputs(touches(for: configuration))
    var steps: [TimedInput] = []
    for event in events {
      switch event.action {
      case .gesture(let kind, .step(let phase)):
        steps.append(TimedInput(event.time, .gesture(kind, phase)))
      case .gesture(_, .stroke), .tap, .rotate, .app: continue
      }
    }
    guard !steps.isEmpty else { return inputs }
    inputs += steps
    return inputs.enumerated().sorted {
      ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
    }.map(\.element)
  }

  /// The scenario's touches (docs/MODEL.md §10): taps held the event's `hold` or the profile's, pans
  /// as their strokes, rotations and app actions without a finger; screen names turned into
  /// ids (an action naming a screen the app does not have is left out, and so are gesture
  /// steps written alone).
  public func touches(for configuration: Configuration) -> [Touch] {
    touchesWithEvents(for: configuration).touches
  }

  /// The touches and, for each, the index of its event.
  func touchesWithEvents(for configuration: Configuration) -> (touches: [Touch], events: [Int]) {
    let app = configuration.app
    var touches: [Touch] = []
    var indices: [Int] = []
    touches.reserveCapacity(events.count)
    for (i, event) in events.enumerated() {
      let t = event.time.microseconds
      let motion: Touch.Motion
      switch event.action {
      case .tap(let tap):
        let target: TapTarget
        switch tap {
        case .link(let name):
          guard let id = app.screenID(named: name) else { continue }
          target = .link(id)
        case .back: target = .back
        case .customBack: target = .customBack
        case .showSheet: target = .showSheet
        case .closeSheet: target = .closeSheet
        case .sidebarToggle: target = .sidebarToggle
        case .present(let kind, let name):
          if let name {
            guard let id = app.screenID(named: name) else { continue }
            target = .present(PresentationKey(kind: kind, content: id))
          } else {
            target = .present(PresentationKey(kind: kind, content: nil))
          }
        case .ok: target = .ok
        case .cancel: target = .cancel
        case .tab(let name):
          guard let id = app.screenID(named: name), let i = app.tabIndex(of: id) else { continue }
          target = .tab(UInt8(i))
        }
        motion = .tap(target, hold: event.hold?.microseconds ?? configuration.profile.hold)
      case .gesture(let kind, .stroke(let p, let d, let v)):
        motion = .pan(kind, progress: p, duration: d.microseconds, velocity: v)
      case .gesture(_, .step):
        continue
      case .rotate: motion = .rotate
      case .app(let action):
        guard let resolved = action.resolved(in: app) else { continue }
        motion = .app(resolved)
      }
      let finger =
        event.action.keyword == "rotate" || event.action.keyword == "app" ? 0 : event.finger
      touches.append(Touch(at: t, finger: finger, motion))
      indices.append(i)
    }
    return (touches, indices)
  }

  /// A scenario that performs `touches` under `configuration`: how the fuzzer and the shrinker
  /// write what they found (headers as ``init(configuration:inputs:comments:name:expectations:)``
  /// writes them; a tap's `hold` only when it is not the profile's).
  public init(
    configuration: Configuration, touches: [Touch], comments: [String] = [],
    name: String? = nil, expectations: [Expectation] = []
  ) {
    self.init(
      configuration: configuration, inputs: [], comments: comments, name: name,
      expectations: expectations)
    let app = configuration.app
    let sorted = touches.enumerated().sorted {
      ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
    }.map(\.element)
    events = sorted.map { touch in
      let t = VirtualTime(microseconds: touch.time)
      switch touch.motion {
      case .tap(let target, let hold):
        let h = hold == configuration.profile.hold ? nil : VirtualDuration(microseconds: hold)
        return ScenarioEvent(
          t, ScenarioAction(.tap(target), app: app), finger: max(1, touch.finger), hold: h)
      case .pan(let kind, let p, let d, let v):
        let stroke = ScenarioGesture.stroke(
          progress: p, duration: VirtualDuration(microseconds: d), velocity: v)
        return ScenarioEvent(t, .gesture(kind, stroke), finger: max(1, touch.finger))
      case .rotate: return ScenarioEvent(t, .rotate)
      case .app(let action): return ScenarioEvent(t, ScenarioAction(.app(action), app: app))
      }
    }
  }

  /// A scenario that replays `inputs` under `configuration`, gestures step by step: how the
  /// fuzzer writes what it found.
  ///
  /// Configuration values that differ from the defaults become headers: the profile by name
  /// with `set:` for each value that differs from that named profile (other profile fields
  /// and the tie-break seed are not part of the format), the app as `screen:` lines unless it
  /// is the seed app, and the start stack unless it is the root alone.
  ///
  /// - Parameters:
  ///   - configuration: the run's configuration.
  ///   - inputs: the inputs; sorted stably by time if they are not.
  ///   - comments: top comment lines (the seed and run that found the scenario).
  ///   - name: the `name:` header.
  ///   - expectations: `expect:` lines.
  public init(
    configuration: Configuration, inputs: [TimedInput], comments: [String] = [],
    name: String? = nil, expectations: [Expectation] = []
  ) {
    let app = configuration.app
    let base = Profile.named(configuration.profile.name) ?? .ios17
    var settings: [Setting] = []
    for setting in Profile.settingNames {
      if let value = configuration.profile.value(of: setting), value != base.value(of: setting) {
        settings.append(Setting(setting, value))
      }
    }
    let screens =
      app == .seed
      ? []
      : app.screens.map { screen in
        ScreenDeclaration(
          screen.name, links: screen.links.map { app.name(of: $0) }, hasSheet: screen.hasSheet,
          zoom: screen.zoom,
          presentations: screen.presentations.filter { $0 != .textSheet }.map {
            $0.mapContent { app.name(of: $0) }
          }, unmitigated: screen.unmitigated, buttonAction: screen.buttonAction)
      }
    let tabNames = app.hasTabs ? app.rootScreens.map { app.name(of: $0) } : []
    var start = configuration.start.map { app.name(of: $0) }
    if configuration.start == [0] || configuration.start == [app.rootScreens[0]] { start = [] }
    var sorted = inputs
    if !zip(inputs, inputs.dropFirst()).allSatisfy({ $0.time <= $1.time }) {
      sorted = inputs.enumerated().sorted {
        ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
      }.map(\.element)
    }
    self.init(
      comments: comments, name: name, profile: base.name, device: configuration.device,
      orientation: configuration.orientation, container: configuration.container,
      mitigations: configuration.mitigations, backButton: configuration.backButton,
      settings: settings, start: start, screens: screens, expectations: expectations,
      events: sorted.map { ScenarioEvent($0.time, ScenarioAction($0.input, app: app)) })
    tabs = tabNames
    func named(_ action: AppAction) -> ScenarioAppAction? {
      guard case .app(let named) = ScenarioAction(.app(action), app: app) else { return nil }
      return named
    }
    appInputs = app.appInputs?.compactMap(named)
    deepLinks = app.deepLinks.compactMap(named)
  }
}

extension ScenarioAction {
  /// The file form of a model input, screen ids named from `app`.
  public init(_ input: Input, app: App) {
    switch input {
    case .tap(let target), .press(let target):
      switch target {
      case .link(let id): self = .tap(.link(app.name(of: id)))
      case .back: self = .tap(.back)
      case .customBack: self = .tap(.customBack)
      case .showSheet: self = .tap(.showSheet)
      case .closeSheet: self = .tap(.closeSheet)
      case .sidebarToggle: self = .tap(.sidebarToggle)
      case .present(let key): self = .tap(.present(key.kind, key.content.map { app.name(of: $0) }))
      case .ok: self = .tap(.ok)
      case .cancel: self = .tap(.cancel)
      case .tab(let i): self = .tap(.tab(app.name(of: app.tabRoot(Int(i)))))
      }
    case .gesture(let kind, let phase): self = .gesture(kind, .step(phase))
    case .rotate: self = .rotate
    case .app(let action): self = .app(ScenarioAppAction(action, app: app))
    }
  }
}
