import NavSimCore
import NavSimScenario
import NavSimSearch

extension Campaign {
  /// What makes two campaigns the same for merging: everything that decides their runs and
  /// their report (not ``jobs``, not ``shard``). The configuration is kept as a scenario header,
  /// the format a person reads.
  var identity: JSONValue {
    let runs: JSONValue
    if case .runs(let n) = budget { runs = .int(Int64(n)) } else { runs = .null }
    let header = Scenario(configuration: configuration, inputs: []).canonicalText()
    return .object([
      (key: "seed", value: .uint(seed)),
      (key: "runs", value: runs),
      (key: "mitigations", value: .array(mitigations.map { .string($0.rawValue) })),
      (key: "mitigationsExplicit", value: .bool(mitigationsExplicit)),
      (key: "app", value: .string(appName)),
      (key: "configuration", value: .string(header)),
      (key: "strategy", value: .string(generation.strategy.rawValue)),
      (key: "throttleUs", value: .int(generation.throttle.microseconds)),
      (key: "appEvents", value: .bool(generation.appEvents)),
      (key: "maxActions", value: .int(Int64(generation.maxActions))),
      (key: "fingers", value: .int(Int64(generation.fingers))),
      (key: "replayArguments", value: .array(replayArguments.map { .string($0) })),
      (key: "out", value: .string(outDirectory)),
      (key: "shrinking", value: .bool(shrinking)),
      (key: "scenariosPerKind", value: .int(Int64(scenariosPerKind))),
    ])
  }

  /// The campaign an ``identity`` describes.
  init(identity: JSONValue) throws(ShardError) {
    func bad(_ what: String) -> ShardError {
      ShardError(message: "not a navfuzz shard: the campaign's \(what) is missing or invalid")
    }
    guard let seed = identity["seed"]?.uintValue else { throw bad("seed") }
    guard let runs = identity["runs"]?.intValue, runs >= 0 else {
      throw ShardError(message: "only campaigns with --runs can be sharded and merged")
    }
    guard let header = identity["configuration"]?.stringValue else { throw bad("configuration") }
    let configuration: Configuration
    do {
      configuration = try Scenario.parse(header, path: "shard configuration").configuration()
    } catch {
      throw ShardError(message: "the shard's configuration does not read back: \(error)")
    }
    self.init(seed: seed, configuration: configuration)
    budget = .runs(Int(runs))
    var list: [Mitigation] = []
    for name in identity["mitigations"]?.arrayValue ?? [] {
      guard let m = name.stringValue.flatMap(Mitigation.init(rawValue:)) else {
        throw bad("mitigation list")
      }
      list.append(m)
    }
    mitigations = list
    guard let explicit = identity["mitigationsExplicit"]?.boolValue,
      let app = identity["app"]?.stringValue,
      let strategy = identity["strategy"]?.stringValue.flatMap(Strategy.init(rawValue:)),
      let throttle = identity["throttleUs"]?.intValue,
      let appEvents = identity["appEvents"]?.boolValue,
      let maxActions = identity["maxActions"]?.intValue,
      let fingers = identity["fingers"]?.intValue,
      (1...Int64(GenerationOptions.maxFingers)).contains(fingers),
      let arguments = identity["replayArguments"]?.arrayValue,
      let out = identity["out"]?.stringValue,
      let shrinking = identity["shrinking"]?.boolValue,
      let perKind = identity["scenariosPerKind"]?.intValue
    else { throw bad("options") }
    mitigationsExplicit = explicit
    appName = app
    generation.strategy = strategy
    generation.throttle = VirtualDuration(microseconds: throttle)
    generation.appEvents = appEvents
    generation.maxActions = Int(maxActions)
    generation.fingers = Int(fingers)
    var replay: [String] = []
    for argument in arguments {
      guard let word = argument.stringValue else { throw bad("replay arguments") }
      replay.append(word)
    }
    replayArguments = replay
    outDirectory = out
    self.shrinking = shrinking
    scenariosPerKind = Int(perKind)
    guard self.identity.serialized() == identity.serialized() else {
      throw ShardError(message: "the shard's campaign does not read back the same; not merged")
    }
  }
}

extension CampaignShard {
  /// The shard as one JSON document (`navfuzz fuzz --shard I/N --json`): the campaign, the
  /// slice, and per mitigation the tally with the inputs of each distinct finding's first run.
  package var json: JSONValue {
    .object([
      (key: "navfuzzShard", value: .int(Int64(Self.format))),
      (key: "shard", value: .string(shard.description)),
      (key: "interrupted", value: .bool(interrupted)),
      (key: "campaign", value: campaign.identity),
      (
        key: "tallies",
        value: .array(
          zip(campaign.mitigations, tallies).map { mitigation, tally in
            var members = Self.json(tally).objectMembers
            members.insert((key: "mitigation", value: .string(mitigation.rawValue)), at: 0)
            return .object(members)
          })
      ),
    ])
  }

  /// Reads a shard written by ``json``.
  /// - Throws: ``ShardError`` saying what is missing or wrong.
  package init(json: JSONValue) throws(ShardError) {
    guard json["navfuzzShard"]?.intValue == Int64(Self.format) else {
      throw ShardError(message: "not a navfuzz shard (written by navfuzz fuzz --shard I/N --json)")
    }
    guard let text = json["shard"]?.stringValue, let shard = Shard(text) else {
      throw ShardError(message: "not a navfuzz shard: no shard I/N")
    }
    guard let identity = json["campaign"] else {
      throw ShardError(message: "not a navfuzz shard: no campaign")
    }
    var campaign = try Campaign(identity: identity)
    campaign.shard = shard
    let items = json["tallies"]?.arrayValue ?? []
    guard items.count == campaign.mitigations.count else {
      throw ShardError(message: "shard \(shard): one tally per mitigation expected")
    }
    var tallies: [Tally] = []
    guard case .runs(let campaignRuns) = campaign.budget else {
      throw ShardError(message: "only campaigns with --runs can be sharded and merged")
    }
    for item in items {
      guard let tally = Self.tally(item) else {
        throw ShardError(
          message: "shard \(shard): a tally is malformed (a field missing or of another type, a "
            + "count negative or larger than its runs, or a time past a day)")
      }
      // A shard counts some of the campaign's runs, each a run the campaign has.
      guard tally.runs <= campaignRuns,
        tally.distinct.allSatisfy({ $0.runIndex < campaignRuns }),
        tally.firstRun.allSatisfy({ ($0 ?? 0) < max(1, campaignRuns) })
      else {
        throw ShardError(
          message: "shard \(shard): a tally counts more runs than the campaign's \(campaignRuns)")
      }
      tallies.append(tally)
    }
    let interrupted = json["interrupted"]
    guard interrupted == nil || interrupted?.boolValue != nil else {
      throw ShardError(message: "shard \(shard): \"interrupted\" is not true or false")
    }
    self.init(
      campaign: campaign, shard: shard, tallies: tallies,
      interrupted: interrupted?.boolValue ?? true)
  }

  // MARK: - Tallies

  static func json(_ tally: Tally) -> JSONValue {
    let distinct: [JSONValue] = tally.distinct.map(Self.json)
    let firstRuns: [JSONValue] = tally.firstRun.map { $0.map { .int(Int64($0)) } ?? .null }
    return .object([
      (key: "runs", value: .int(Int64(tally.runs))),
      (key: "counts", value: .array(tally.counts.map { .int(Int64($0)) })),
      (key: "firstRuns", value: .array(firstRuns)),
      (key: "userOnly", value: .int(Int64(tally.userOnly))),
      (key: "distinct", value: .array(distinct)),
      (key: "coverage", value: json(tally.coverage)),
    ])
  }

  /// A tally's coverage: the abstract states as 16 hex digits each (64-bit values), the parts
  /// as bit sets.
  static func json(_ c: Coverage) -> JSONValue {
    .object([
      (key: "states", value: .array(c.states.map { .string(Self.hex($0)) })),
      (key: "rules", value: .int(Int64(c.rules.rawValue))),
      (key: "screens", value: .string(Self.hex(c.screens))),
      (key: "phases", value: .int(Int64(c.phases))),
      (key: "transitions", value: .int(Int64(c.transitions))),
    ])
  }

  static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: max(0, 16 - digits.count)) + digits
  }

  /// The coverage of a shard's tally; `nil` if malformed.
  static func coverage(_ json: JSONValue) -> Coverage? {
    guard let items = json["states"]?.arrayValue, let rules = json["rules"]?.intValue,
      let rawRules = UInt32(exactly: rules), let screensText = json["screens"]?.stringValue,
      let screens = UInt64(screensText, radix: 16), let phases = json["phases"]?.intValue,
      let phaseBits = UInt16(exactly: phases), let transitions = json["transitions"]?.intValue,
      let transitionBits = UInt16(exactly: transitions)
    else { return nil }
    var states: [UInt64] = []
    states.reserveCapacity(items.count)
    for item in items {
      guard let text = item.stringValue, text.count == 16, let value = UInt64(text, radix: 16)
      else { return nil }
      states.append(value)
    }
    return Coverage(
      states: states, rules: RuleSet(rawValue: rawRules), screens: screens, phases: phaseBits,
      transitions: transitionBits)
  }

  static func json(_ o: Occurrence) -> JSONValue {
    let touches: [JSONValue] = o.inputs.map(Self.json)
    return .object([
      (key: "kind", value: .string(o.finding.kind.rawValue)),
      (key: "recoverable", value: .bool(o.finding.recoverable)),
      (key: "timeUs", value: .int(o.finding.time.microseconds)),
      (key: "rules", value: .int(Int64(o.finding.rules.rawValue))),
      (key: "cause", value: .string(o.finding.cause)),
      (key: "scope", value: .string(o.finding.scope)),
      (key: "needsAppInput", value: .bool(o.finding.needsAppInput)),
      (key: "multiFinger", value: .bool(o.multiFinger)),
      (key: "run", value: .int(Int64(o.runIndex))),
      (key: "count", value: .int(Int64(o.count))),
      (key: "inputs", value: .array(touches)),
    ])
  }

  static func tally(_ json: JSONValue) -> Tally? {
    let kinds = FindingKind.allCases.count
    guard let runs = json["runs"]?.intValue, let counts = json["counts"]?.arrayValue,
      let firsts = json["firstRuns"]?.arrayValue, let distinct = json["distinct"]?.arrayValue,
      counts.count == kinds, firsts.count == kinds
    else { return nil }
    guard let userOnly = json["userOnly"]?.intValue, let userOnlyBits = UInt32(exactly: userOnly)
    else { return nil }
    // Every count is a number of runs: from 0 to the tally's runs (a negative count, or one
    // larger than the runs, is no tally navfuzz wrote).
    guard runs >= 0 else { return nil }
    var tally = Tally()
    tally.runs = Int(runs)
    tally.userOnly = userOnlyBits
    // Shards written before coverage was counted have none.
    if let coverage = json["coverage"] {
      guard let c = Self.coverage(coverage) else { return nil }
      tally.coverage = c
    }
    for i in 0..<kinds {
      guard let c = counts[i].intValue, c >= 0, c <= runs else { return nil }
      tally.counts[i] = Int(c)
      if firsts[i] != .null {
        guard let f = firsts[i].intValue, f >= 0 else { return nil }
        tally.firstRun[i] = Int(f)
      }
    }
    for item in distinct {
      guard let kind = item["kind"]?.stringValue.flatMap(FindingKind.init(rawValue:)),
        let recoverable = item["recoverable"]?.boolValue, let time = item["timeUs"]?.intValue,
        let rules = item["rules"]?.intValue, let rawRules = UInt32(exactly: rules),
        let cause = item["cause"]?.stringValue, let needsApp = item["needsAppInput"]?.boolValue,
        let multiFinger = item["multiFinger"]?.boolValue,
        let run = item["run"]?.intValue, let count = item["count"]?.intValue,
        let inputItems = item["inputs"]?.arrayValue,
        run >= 0, count >= 1, count <= runs, time >= 0, time <= Scenario.maximumTime
      else { return nil }
      // `scope` is optional (shards written before it was); present, it is a string.
      let scope = item["scope"]
      guard scope == nil || scope?.stringValue != nil else { return nil }
      var inputs: [Touch] = []
      for i in inputItems {
        guard let touch = Self.touch(i) else { return nil }
        inputs.append(touch)
      }
      var finding = Finding(
        kind: kind, time: VirtualTime(microseconds: time), rules: RuleSet(rawValue: rawRules),
        cause: cause, recoverable: recoverable, needsAppInput: needsApp)
      finding.scope = item["scope"]?.stringValue ?? ""
      tally.appendDistinct(
        Occurrence(
          finding: finding, runIndex: Int(run), inputs: inputs, count: Int(count),
          multiFinger: multiFinger))
    }
    return tally
  }

  // MARK: - Touches

  /// `[timeUs, finger, "tap", "link", 1, holdUs]`, `[timeUs, finger, "pan", "swipe-back",
  /// progress, durationUs, velocity or null]`, `[timeUs, 0, "rotate"]`, `[timeUs, 0, "app",
  /// "push", 1]`.
  static func json(_ touch: Touch) -> JSONValue {
    var items: [JSONValue] = [.int(touch.time), .int(Int64(touch.finger))]
    switch touch.motion {
    case .tap(let target, let hold):
      items.append("tap")
      switch target {
      case .link(let id): items += ["link", .int(Int64(id))]
      case .back: items.append("back")
      case .customBack: items.append("custom-back")
      case .showSheet: items.append("show-sheet")
      case .closeSheet: items.append("close-sheet")
      case .sidebarToggle: items.append("sidebar-toggle")
      case .present(let key):
        items += [
          "present", .string(key.kind.keyword), .int(key.content.map { Int64($0) } ?? -1),
        ]
      case .ok: items.append("ok")
      case .cancel: items.append("cancel")
      case .tab(let i): items += ["tab", .int(Int64(i))]
      }
      items.append(.int(hold))
    case .pan(let kind, let progress, let duration, let velocity):
      items += [
        "pan", .string(kind.keyword), .double(progress), .int(duration),
        velocity.map { .double($0) } ?? .null,
      ]
    case .rotate: items.append("rotate")
    case .app(let action):
      items.append("app")
      switch action {
      case .push(let id): items += ["push", .int(Int64(id))]
      case .pop: items.append("pop")
      case .popToRoot: items.append("pop-to-root")
      case .dismissSheet: items.append("dismiss-sheet")
      case .present(let id): items += ["present", .int(Int64(id))]
      case .select(let i): items += ["select", .int(Int64(i))]
      case .showPrimary: items.append("show-primary")
      case .hidePrimary: items.append("hide-primary")
      case .inTab(let i, let change):
        items += ["tab", .int(Int64(i)), .string(change.plain.keyword)]
        if case .push(let id) = change { items.append(.int(Int64(id))) }
      }
    }
    return .array(items)
  }

  /// The touch ``json(_:)-(Touch)`` wrote, or `nil` for anything else.
  static func touch(_ json: JSONValue) -> Touch? {
    // Times and durations are bounded as in a scenario file (a touch at 2^62 µs would have the
    // replay wait that long in virtual time, frame by frame).
    guard let items = json.arrayValue, items.count >= 3, let time = items[0].intValue,
      time >= 0, time <= Scenario.maximumTime,
      let finger = items[1].intValue.flatMap(Int.init(exactly:)), let word = items[2].stringValue
    else { return nil }
    let touch = TouchItems(items: items)
    let motion: Touch.Motion?
    switch word {
    case "tap": motion = touch.tap
    case "pan": motion = touch.pan
    case "rotate": motion = .rotate
    case "app": motion = touch.app
    default: motion = nil
    }
    return motion.map { Touch(at: time, finger: finger, $0) }
  }

  /// The tap targets a touch names by a word alone, as ``json(_:)-(Touch)`` writes them.
  static let plainTargets: [(String, TapTarget)] = [
    ("back", .back), ("custom-back", .customBack), ("show-sheet", .showSheet),
    ("close-sheet", .closeSheet), ("sidebar-toggle", .sidebarToggle), ("ok", .ok),
    ("cancel", .cancel),
  ]

  /// The app actions a touch names by a word alone, as ``json(_:)-(Touch)`` writes them.
  static let plainAppActions: [(String, AppAction)] = [
    ("pop", .pop), ("pop-to-root", .popToRoot), ("dismiss-sheet", .dismissSheet),
    ("show-primary", .showPrimary), ("hide-primary", .hidePrimary),
  ]

  /// A touch's items past its time, finger and word: `items[3]` names what it does, the ones
  /// after are its arguments; every read is checked (`nil` for a missing or wrong item).
  struct TouchItems {
    var items: [JSONValue]

    /// The word after the touch's kind (`link`, `swipe-back`, `push`).
    var arg: String? { string(3) }

    func string(_ i: Int) -> String? { items.count > i ? items[i].stringValue : nil }

    func number(_ i: Int) -> Double? {
      guard items.count > i else { return nil }
      switch items[i] {
      case .double(let v): return v
      case .int(let v): return Double(v)
      default: return nil
      }
    }

    func integer(_ i: Int) -> Int64? { items.count > i ? items[i].intValue : nil }

    func duration(_ i: Int) -> Int64? {
      integer(i).flatMap { (0...Scenario.maximumStrokeDuration).contains($0) ? $0 : nil }
    }

    /// The screen a link, a tab or an app action names (`items[4]`).
    var screen: ScreenID? { integer(4).flatMap(ScreenID.init(exactly:)) }

    /// `tap TARGET [ARGUMENTS] HOLD`.
    var tap: Touch.Motion? {
      let target: TapTarget?
      var holdIndex = 4
      switch arg {
      case "link":
        target = screen.map { .link($0) }
        holdIndex = 5
      case "tab":
        target = screen.map { .tab($0) }
        holdIndex = 5
      case "present":
        let kind = PresentationKind.allCases.first { $0.keyword == string(4) }
        let content = integer(5)
        if let kind, let content, content >= -1, content < 256 {
          target = .present(
            PresentationKey(kind: kind, content: content < 0 ? nil : ScreenID(content)))
        } else {
          target = nil
        }
        holdIndex = 6
      default: target = CampaignShard.plainTargets.first { $0.0 == arg }?.1
      }
      guard let target, let hold = duration(holdIndex) else { return nil }
      return .tap(target, hold: hold)
    }

    /// `pan GESTURE PROGRESS DURATION VELOCITY` (the velocity `null` for none).
    var pan: Touch.Motion? {
      guard let kind = arg.flatMap(GestureKind.init(keyword:)), let progress = number(4),
        progress.isFinite, let duration = duration(5), items.count > 6
      else { return nil }
      let velocity = items[6] == .null ? nil : number(6)
      return items[6] != .null && velocity == nil
        ? nil : .pan(kind, progress: progress, duration: duration, velocity: velocity)
    }

    /// `app tab TAB push SCREEN`, `app tab TAB pop`, `app tab TAB pop-to-root`.
    var tabChange: Touch.Motion? {
      guard let tab = integer(4).flatMap(UInt8.init(exactly:)) else { return nil }
      let change: TabPathChange?
      switch string(5) {
      case "push": change = integer(6).flatMap(ScreenID.init(exactly:)).map { .push($0) }
      case "pop": change = .pop
      case "pop-to-root": change = .popToRoot
      default: change = nil
      }
      return change.map { .app(.inTab(tab, $0)) }
    }

    /// `app ACTION [SCREEN]`, or `app tab TAB push SCREEN`, `app tab TAB pop`, `app tab TAB
    /// pop-to-root`.
    var app: Touch.Motion? {
      switch arg {
      case "push": screen.map { .app(.push($0)) }
      case "present": screen.map { .app(.present($0)) }
      case "select": screen.map { .app(.select($0)) }
      case "tab": tabChange
      default: CampaignShard.plainAppActions.first { $0.0 == arg }.map { .app($0.1) }
      }
    }
  }
}

extension JSONValue {
  /// The members, if this is an object (else none).
  var objectMembers: [(key: String, value: JSONValue)] {
    if case .object(let members) = self { return members }
    return []
  }
}
