@testable import NavSimCore
@testable import NavSimScenario

/// Random scenarios from a seed, for round-trip and robustness sweeps: every value one the
/// fuzzer or a person could write, edge cases (huge and tiny numbers, same-instant events,
/// odd comment text) included. Deterministic: the same seed gives the same scenario.
struct ScenarioGenerator {
  var rng: Xoshiro256StarStar

  init(seed: UInt64) { rng = Xoshiro256StarStar(seed: seed) }

  mutating func pick<T>(_ items: [T]) -> T { items[rng.nextIndex(items.count)] }

  mutating func int(_ range: ClosedRange<Int>) -> Int { rng.nextInt(in: range) }

  mutating func text(_ alphabet: [Character], length: ClosedRange<Int>) -> String {
    String((0..<int(length)).map { _ in pick(alphabet) })
  }

  static let commentAlphabet = Array("abcdefxyz ABC0123456789 #:@+,.>=-_éλ✓\t")
  static let nameAlphabet = Array("abcdefghij klmnop XYZ 0123456789 :@+,.>=-_()é")
  static let screenPool = [
    "root", "detail", "home", "settings", "profile", "a", "b.2", "list-item", "x_y", "sheet",
    "link", "back",
  ]

  mutating func scenario() -> Scenario {
    var s = Scenario()
    s.comments = (0..<int(0...3)).map { _ in text(Self.commentAlphabet, length: 0...30) }
    if rng.nextBool() {
      var name = text(Self.nameAlphabet, length: 1...30)
      while name.first == " " || name.last == " " || name.isEmpty {
        name = text(Self.nameAlphabet, length: 1...30)
      }
      s.name = name
    }
    s.profile = pick(Profile.all).name
    s.device = pick(Device.allCases)
    s.orientation = pick(Orientation.allCases)
    s.container = pick(Container.allCases)
    s.mitigations = Mitigations(Mitigation.allCases.filter { _ in rng.chance(0.25) })
    s.backButton = pick(BackButtonStyle.allCases)
    var names = Profile.settingNames
    while !names.isEmpty, rng.chance(0.4) {
      let name = names.remove(at: rng.nextIndex(names.count))
      let value: Int64
      if let range = Profile.plainRange(name) {
        value = Int64(int(Int(range.lowerBound)...Int(range.upperBound)))
      } else {
        value = Int64(int(0...5_000_000))
      }
      s.settings.append(.init(name, value))
    }
    if rng.nextBool() {
      var pool = Self.screenPool
      for _ in 0..<int(1...6) where !pool.isEmpty {
        s.screens.append(ScreenDeclaration(pool.remove(at: rng.nextIndex(pool.count))))
      }
      let declared = s.screens.map(\.name)
      for i in s.screens.indices {
        s.screens[i].links = (0..<int(0...3)).map { _ in pick(declared) }
        s.screens[i].hasSheet = rng.nextBool()
        s.screens[i].zoom = rng.chance(0.2)
        if rng.chance(0.2) { s.screens[i].buttonAction = rng.nextBool() ? .set : .toggle }
      }
    }
    let screenNames = s.screenNames
    if rng.nextBool() {
      s.start = [screenNames[0]] + (0..<int(1...4)).map { _ in pick(screenNames) }
    }
    s.expectations = expectations(screenNames)
    s.events = events(screenNames)
    // Drawn last so the scenarios above stay those of each seed.
    if rng.chance(0.3) {
      let actions = appActions(screenNames)
      s.appInputs = actions.filter { _ in rng.nextBool() }
      s.deepLinks = actions.filter { !(s.appInputs ?? []).contains($0) && rng.nextBool() }
    }
    return s
  }

  /// Distinct app actions as `app-inputs:` and `deep-links:` list them.
  mutating func appActions(_ screens: [String]) -> [ScenarioAppAction] {
    var actions: [ScenarioAppAction] = [.pop, .popToRoot, .dismissSheet, .showPrimary]
    for name in screens where rng.chance(0.3) { actions.append(.push(name)) }
    return actions
  }

  mutating func expectations(_ screens: [String]) -> [Expectation] {
    var list: [Expectation] = []
    if rng.chance(0.2) {
      list.append(.ok)
    } else {
      for kind in FindingKind.allCases where rng.chance(0.2) {
        list.append(.finding(kind, recoverable: kind == .lockup && rng.nextBool()))
      }
    }
    if rng.chance(0.3) { list.insert(.screen(pick(screens)), at: rng.nextIndex(list.count + 1)) }
    if rng.chance(0.3) {
      list.insert(.sheet(shown: rng.nextBool()), at: rng.nextIndex(list.count + 1))
    }
    return list
  }

  mutating func number(unit: Bool) -> Double {
    switch int(0...9) {
    case 0: return pick([0, 1, 0.5, 1e-7, .leastNonzeroMagnitude, 0.1, 1 - 1e-16])
    case 1: return Double(int(0...1000)) / 1000
    default: return unit ? rng.nextUnit() : 0
    }
  }

  mutating func velocity() -> Double {
    switch int(0...5) {
    case 0: return Double(int(-3000...3000))
    case 1: return pick([0, -0.0, 1e-9, 1.5e20, -2.5e-12, 123_456_789_012_345_680, 0.1])
    default: return (rng.nextUnit() - 0.5) * 6000
    }
  }

  mutating func gesture() -> ScenarioGesture {
    switch int(0...5) {
    case 0: return .step(.begin)
    case 1: return .step(.move(rng.chance(0.2) ? number(unit: true) : rng.nextUnit()))
    case 2: return .step(.end(velocity: rng.chance(0.3) ? 0 : velocity()))
    case 3: return .step(.cancel)
    default:
      let d = rng.chance(0.1) ? Scenario.maximumStrokeDuration : Int64(int(0...1_000_000))
      return .stroke(
        progress: rng.chance(0.2) ? number(unit: true) : rng.nextUnit(),
        duration: VirtualDuration(microseconds: d), velocity: rng.nextBool() ? velocity() : nil)
    }
  }

  mutating func events(_ screens: [String]) -> [ScenarioEvent] {
    var t: Int64 = 0
    var list: [ScenarioEvent] = []
    for _ in 0..<int(0...20) {
      switch int(0...9) {
      case 0: break
      case 1: t += Int64(int(0...20)) * 16_666
      case 2: t = min(Scenario.maximumTime, t + Int64(int(0...1_000_000_000)))
      default: t += Int64(int(0...800_000))
      }
      t = min(t, Scenario.maximumTime)
      list.append(ScenarioEvent(VirtualTime(microseconds: t), action(screens)))
    }
    return list
  }

  mutating func action(_ screens: [String]) -> ScenarioAction {
    switch int(0...7) {
    case 0:
      return .tap(rng.chance(0.3) ? .link(pick(screens)) : pick(ScenarioTap.simple).1)
    case 1: return .gesture(.swipeBack, gesture())
    case 2: return .gesture(.dragSheet, gesture())
    case 3: return .rotate
    case 4: return .gesture(.contentSwipe, gesture())
    case 5: return .gesture(.zoomDismiss, gesture())
    default:
      return .app(rng.chance(0.3) ? .push(pick(screens)) : pick(ScenarioAppAction.simple).1)
    }
  }
}
