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
    for item in items {
      guard let tally = Self.tally(item) else {
        throw ShardError(message: "shard \(shard): a tally is malformed")
      }
      tallies.append(tally)
    }
    self.init(
      campaign: campaign, shard: shard, tallies: tallies,
      interrupted: json["interrupted"]?.boolValue ?? true)
  }

  // MARK: - Tallies

  static func json(_ tally: Tally) -> JSONValue {
    .object([
      (key: "runs", value: .int(Int64(tally.runs))),
      (key: "counts", value: .array(tally.counts.map { .int(Int64($0)) })),
      (key: "firstRuns", value: .array(tally.firstRun.map { $0.map { .int(Int64($0)) } ?? .null })),
      (key: "userOnly", value: .int(Int64(tally.userOnly))),
      (
        key: "distinct",
        value: .array(
          tally.distinct.map { o in
            .object([
              (key: "kind", value: .string(o.finding.kind.rawValue)),
              (key: "recoverable", value: .bool(o.finding.recoverable)),
              (key: "timeUs", value: .int(o.finding.time.microseconds)),
              (key: "rules", value: .int(Int64(o.finding.rules.rawValue))),
              (key: "cause", value: .string(o.finding.cause)),
              (key: "needsAppInput", value: .bool(o.finding.needsAppInput)),
              (key: "run", value: .int(Int64(o.runIndex))),
              (key: "count", value: .int(Int64(o.count))),
              (key: "inputs", value: .array(o.inputs.map(Self.json))),
            ])
          })
      ),
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
    var tally = Tally()
    tally.runs = Int(runs)
    tally.userOnly = userOnlyBits
    for i in 0..<kinds {
      guard let c = counts[i].intValue else { return nil }
      tally.counts[i] = Int(c)
      if firsts[i] != .null {
        guard let f = firsts[i].intValue else { return nil }
        tally.firstRun[i] = Int(f)
      }
    }
    for item in distinct {
      guard let kind = item["kind"]?.stringValue.flatMap(FindingKind.init(rawValue:)),
        let recoverable = item["recoverable"]?.boolValue, let time = item["timeUs"]?.intValue,
        let rules = item["rules"]?.intValue, let rawRules = UInt32(exactly: rules),
        let cause = item["cause"]?.stringValue, let needsApp = item["needsAppInput"]?.boolValue,
        let run = item["run"]?.intValue, let count = item["count"]?.intValue,
        let inputItems = item["inputs"]?.arrayValue
      else { return nil }
      var inputs: [TimedInput] = []
      for i in inputItems {
        guard let input = Self.timedInput(i) else { return nil }
        inputs.append(input)
      }
      let finding = Finding(
        kind: kind, time: VirtualTime(microseconds: time), rules: RuleSet(rawValue: rawRules),
        cause: cause, recoverable: recoverable, needsAppInput: needsApp)
      tally.distinct.append(
        Occurrence(finding: finding, runIndex: Int(run), inputs: inputs, count: Int(count)))
    }
    return tally
  }

  // MARK: - Inputs

  /// `[timeUs, "tap", "link", 1]`, `[timeUs, "swipe-back", "move", 0.25]`, `[timeUs, "rotate"]`.
  static func json(_ timed: TimedInput) -> JSONValue {
    var items: [JSONValue] = [.int(timed.time.microseconds)]
    func phase(_ name: String, _ p: GesturePhase) {
      items.append(.string(name))
      switch p {
      case .begin: items.append("begin")
      case .move(let v): items += ["move", .double(v)]
      case .end(let v): items += ["end", .double(v)]
      case .cancel: items.append("cancel")
      }
    }
    switch timed.input {
    case .tap(let target):
      items.append("tap")
      switch target {
      case .link(let id): items += ["link", .int(Int64(id))]
      case .back: items.append("back")
      case .customBack: items.append("custom-back")
      case .showSheet: items.append("show-sheet")
      case .closeSheet: items.append("close-sheet")
      case .sidebarToggle: items.append("sidebar-toggle")
      }
    case .swipeBack(let p): phase(GestureKind.swipeBack.keyword, p)
    case .dragSheet(let p): phase(GestureKind.dragSheet.keyword, p)
    case .contentSwipe(let p): phase(GestureKind.contentSwipe.keyword, p)
    case .zoomDismiss(let p): phase(GestureKind.zoomDismiss.keyword, p)
    case .rotate: items.append("rotate")
    case .app(let action):
      items.append("app")
      switch action {
      case .push(let id): items += ["push", .int(Int64(id))]
      case .pop: items.append("pop")
      case .popToRoot: items.append("pop-to-root")
      case .dismissSheet: items.append("dismiss-sheet")
      case .showPrimary: items.append("show-primary")
      case .hidePrimary: items.append("hide-primary")
      }
    }
    return .array(items)
  }

  static func timedInput(_ json: JSONValue) -> TimedInput? {
    guard let items = json.arrayValue, items.count >= 2, let time = items[0].intValue,
      let word = items[1].stringValue
    else { return nil }
    let rest = items.dropFirst(2)
    let arg = rest.first?.stringValue
    func number(_ i: Int) -> Double? {
      guard items.count > i else { return nil }
      switch items[i] {
      case .double(let v): return v
      case .int(let v): return Double(v)
      default: return nil
      }
    }
    func screen() -> ScreenID? {
      items.count > 3 ? items[3].intValue.flatMap(ScreenID.init(exactly:)) : nil
    }
    func phase() -> GesturePhase? {
      switch arg {
      case "begin": .begin
      case "cancel": .cancel
      case "move": number(3).map { .move($0) }
      case "end": number(3).map { .end(velocity: $0) }
      default: nil
      }
    }
    let input: Input?
    switch word {
    case "tap":
      switch arg {
      case "link": input = screen().map { .tap(.link($0)) }
      case "back": input = .tap(.back)
      case "custom-back": input = .tap(.customBack)
      case "show-sheet": input = .tap(.showSheet)
      case "close-sheet": input = .tap(.closeSheet)
      case "sidebar-toggle": input = .tap(.sidebarToggle)
      default: input = nil
      }
    case GestureKind.swipeBack.keyword: input = phase().map { .swipeBack($0) }
    case GestureKind.dragSheet.keyword: input = phase().map { .dragSheet($0) }
    case GestureKind.contentSwipe.keyword: input = phase().map { .contentSwipe($0) }
    case GestureKind.zoomDismiss.keyword: input = phase().map { .zoomDismiss($0) }
    case "rotate": input = .rotate
    case "app":
      switch arg {
      case "push": input = screen().map { .app(.push($0)) }
      case "pop": input = .app(.pop)
      case "pop-to-root": input = .app(.popToRoot)
      case "dismiss-sheet": input = .app(.dismissSheet)
      case "show-primary": input = .app(.showPrimary)
      case "hide-primary": input = .app(.hidePrimary)
      default: input = nil
      }
    default: input = nil
    }
    return input.map { TimedInput(VirtualTime(microseconds: time), $0) }
  }
}

extension JSONValue {
  /// The members, if this is an object (else none).
  var objectMembers: [(key: String, value: JSONValue)] {
    if case .object(let members) = self { return members }
    return []
  }
}
