import NavSimCore
import NavSimScenario
import NavSimSearch

/// The deterministic stdout text of `navfuzz explore` (CLI.md): a table comparing the
/// configurations explored (mitigations × profiles), then for each one either the proof within
/// bounds or, for each finding kind reached, its shortest counterexample as a canonical
/// scenario with its `expect:` line.
///
/// ```swift
/// let results = Explorer.explore(configurations: configs, bounds: bounds)
/// print(ExploreReport(results: results).text, terminator: "")
/// ```
public struct ExploreReport: Sendable {
  /// The explorations, in the order they are reported.
  public var results: [ExplorationResult]

  /// Creates a report.
  public init(results: [ExplorationResult]) { self.results = results }

  /// Whether a configuration other than the control (mitigation `none`, when `excludingControl`)
  /// reached a finding: the exit status of CLI.md's `explore`.
  public func hasFinding(excludingControl: Bool) -> Bool {
    results.contains { r in
      r.hasFinding && !(excludingControl && r.configuration.mitigations.isEmpty)
    }
  }

  /// What the first line says of the app inputs an app file allows: how many, and how many of
  /// them are deep links, timed as a hand can (docs/MODEL.md §10.1).
  static func allowedText(_ allowed: [AppAction], deepLinks: [AppAction]) -> String {
    let links = allowed.filter { deepLinks.contains($0) }.count
    return links == 0
      ? ", app events: only the \(allowed.count) its app-inputs: line names"
      : ", app events: only the \(allowed.count) its app-inputs: and deep-links: lines name "
        + (links == 1
          ? "(1 deep link, as a hand taps it)" : "(\(links) deep links, as a hand taps them)")
  }

  /// The report's text, ending with a newline.
  public var text: String {
    var out = ""
    guard let first = results.first else { return "explore: nothing to explore\n" }
    let bounds = first.bounds
    out += "explore: depth \(bounds.depth), horizon \(Self.duration(bounds.horizon))"
    if let allowed = bounds.appActions {
      out +=
        allowed.isEmpty
        ? ", app events off (the app file says app-inputs: none)"
        : Self.allowedText(allowed, deepLinks: first.configuration.app.deepLinks)
    } else {
      out += ", app events \(bounds.appEvents ? "on" : "off")"
    }
    if let kind = bounds.kind { out += ", kind \(kind)" }
    out += "\n"
    out += "gestures: complete \(Self.shape(bounds.completeGesture)), cancelled "
    out += "\(Self.shape(bounds.cancelledGesture)); one input per frame, made after its render"
    out +=
      bounds.fingers > 1
      ? "; two fingers: a step may be two touches, the second 0-5 frames after the first\n"
      : "; one finger: each touch after the previous one lifted plus refractory and its move\n"
    out += "\n"
    out += table()
    var profiles: [String] = []
    for r in results where !profiles.contains(r.configuration.profile.name) {
      profiles.append(r.configuration.profile.name)
    }
    if profiles.count > 1 { out += "\n" + profileMatrix() }
    for result in results {
      out += "\n"
      out += section(result)
    }
    return out
  }

  // MARK: - Table

  func table() -> String {
    var rows: [[String]] = [["mitigation", "profile", "verdict", "distinct states"]]
    var anyApp = false
    for r in results {
      var cell = Self.verdictCell(r)
      if r.end != .complete { cell += " (stopped at depth \(r.depthExplored))" }
      anyApp = anyApp || r.counterexamples.contains(where: \.needsAppInput)
      rows.append([
        r.configuration.mitigations.description, r.configuration.profile.name, cell,
        String(r.distinctStates),
      ])
    }
    var widths = Array(repeating: 0, count: 4)
    for row in rows {
      for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) }
    }
    var out = ""
    for row in rows {
      var line = ""
      for (i, cell) in row.enumerated() {
        line += i == 3 ? cell.leftPadded(to: widths[i]) : cell.padded(to: widths[i] + 2)
      }
      out += line + "\n"
    }
    out += "(a finding kind and the inputs of its shortest counterexample"
    out += anyApp ? "; * needs an app input)\n" : ")\n"
    return out
  }

  /// A configuration's verdict: each finding kind reached with the inputs of its shortest
  /// counterexample (`*`: it needs an app input), or `no finding`.
  static func verdictCell(_ r: ExplorationResult) -> String {
    var verdict: [String] = []
    for c in r.counterexamples {
      verdict.append("\(c.kind) \(c.steps.count)\(c.needsAppInput ? "*" : "")")
    }
    // The hand-off's finds are no shortest counterexamples: `~` says so.
    for c in r.handOffCounterexamples {
      verdict.append("\(c.kind) ~\(c.steps.count)\(c.needsAppInput ? "*" : "")")
    }
    return verdict.isEmpty ? "no finding" : verdict.joined(separator: ", ")
  }

  /// The verdict per mitigation and iOS version, when several profiles were explored.
  func profileMatrix() -> String {
    var matrix = ProfileMatrix()
    for r in results {
      var verdict: [String] = []
      for c in r.counterexamples {
        let user = c.needsAppInput ? r.userOnlyCounterexamples.first { $0.kind == c.kind } : c
        verdict.append(user.map { "\(c.kind) \($0.steps.count)" } ?? "\(c.kind) \(c.steps.count)*")
      }
      for c in r.handOffCounterexamples where !c.needsAppInput {
        verdict.append("\(c.kind) ~\(c.steps.count)")
      }
      var cell = verdict.isEmpty ? "no finding" : verdict.joined(separator: ", ")
      if r.end == .maxStates { cell += " (stopped at depth \(r.depthExplored))" }
      matrix.set(
        cell, mitigation: r.configuration.mitigations.description,
        profile: r.configuration.profile.name)
    }
    return matrix.text(title: "verdict per iOS version (mitigation × profile):")
      + "(a finding kind and the inputs of its shortest counterexample of user inputs alone,\n"
      + "or with * the shortest, which needs an app input; - not run)\n"
  }

  // MARK: - Sections

  func section(_ r: ExplorationResult) -> String {
    let config = r.configuration
    var out = "== \(config.mitigations) (\(config.profile.name))\n"
    let horizon = Self.duration(r.bounds.horizon)
    let subject = r.bounds.kind.map { "no \($0)" } ?? "no finding"
    switch r.end {
    case .complete: break
    case .maxStates:
      out += "stopped: more than \(r.bounds.maxStates) distinct states (--max-states); "
      out += "depth \(r.depthExplored) of \(r.bounds.depth) fully explored\n"
    case .maxMemory:
      out += "stopped: more than \(ByteSize.text(r.bounds.maxMemory)) of memory (--max-memory); "
      out += "depth \(r.depthExplored) of \(r.bounds.depth) fully explored\n"
    case .interrupted:
      out += "interrupted: depth \(r.depthExplored) of \(r.bounds.depth) fully explored\n"
    }
    out += Self.handOff(r)
    if r.counterexamples.isEmpty && !r.boundsCut {
      out += "\(subject) reachable: every input sequence ends within depth "
      out += "\(r.depthExplored) and horizon \(horizon) (\(r.distinctStates) distinct states)\n"
    } else if r.counterexamples.isEmpty {
      out += "\(subject) within depth \(r.depthExplored), horizon \(horizon) "
      out += "(\(r.distinctStates) distinct states); the bounds cut paths, so this is no proof\n"
    } else {
      out += "\(r.distinctStates) distinct states within depth \(r.depthExplored), "
      out += "horizon \(horizon)\n"
    }
    out += Self.cuts(r)
    out += "fingerprints: 56 bits, collision probability "
    out += "\(Self.scientific(r.collisionProbability))\n"
    if let lost = Oracles.lostSwipe(config) {
      out += "cost: lost-swipe: \(lost.cause)\n"
    }
    for c in r.counterexamples {
      out += "\n"
      out += counterexample(c, in: r, label: "shortest counterexample")
      if c.needsAppInput {
        if let user = r.userOnlyCounterexamples.first(where: { $0.kind == c.kind }) {
          out += "\n"
          out += counterexample(user, in: r, label: "shortest counterexample without an app input")
        } else {
          out += "no \(c.kind) without an app input within depth \(r.depthExplored), "
          out += "horizon \(horizon)\n"
        }
      }
    }
    for c in r.handOffCounterexamples {
      out += "\n"
      out += counterexample(
        c, in: r, label: "counterexample from the hand-off (not proven shortest)")
    }
    return out
  }

  /// What the hand-off did after a bound stopped the search, or that it made no runs (`--hand-off
  /// 0`): the frontier it started from, the runs and what they found.
  static func handOff(_ r: ExplorationResult) -> String {
    guard r.end == .maxStates || r.end == .maxMemory else { return "" }
    guard let h = r.handOff else {
      return "hand-off: none (--hand-off 0): depths \(r.depthExplored + 1) to \(r.bounds.depth) "
        + "were not searched\n"
    }
    var out = "hand-off: \(h.runs) fuzz runs (--hand-off) from "
    out +=
      h.sampledStates == h.frontierStates
      ? "the \(h.frontierStates) states at depth \(h.frontierDepth)"
      : "\(h.sampledStates) of the \(h.frontierStates) states at depth \(h.frontierDepth) (an even sample)"
    out += " to depth \(r.bounds.depth): \(h.inputs) inputs, \(h.novelStates) new states"
    if h.novelStatesDropped > 0 {
      out += " (\(h.novelStatesDropped) not kept as starts: --hand-off keeps at most "
      out += "\(r.bounds.handOffStarts))"
    }
    if h.interrupted { out += "; interrupted" }
    out += "\n"
    let found = r.handOffCounterexamples.map { "\($0.kind) in \($0.steps.count) inputs" }
    out += "hand-off found: \(found.isEmpty ? "nothing new" : found.joined(separator: ", "))"
    out += "; past depth \(h.frontierDepth) this is sampling, not a proof\n"
    return out
  }

  func counterexample(_ c: Counterexample, in r: ExplorationResult, label: String) -> String {
    var out = "\(c.kind): \(label), \(c.steps.count) input"
    out += c.steps.count == 1 ? "\n" : "s\n"
    let recoverable = c.finding?.recoverable ?? false
    let scenario = Self.scenario(c, in: r, recoverable: recoverable)
    // The scenario indented, so a reader sees where it ends; `canonicalText` ends with a newline.
    for line in scenario.canonicalText().split(separator: "\n", omittingEmptySubsequences: false)
      .dropLast()
    {
      out += line.isEmpty ? "\n" : "  \(line)\n"
    }
    if let finding = c.finding {
      out += "  => \(finding)\n"
    } else {
      out += "  => internal error: replaying this counterexample with `run` does not find "
      out += "\(c.kind)\n"
    }
    return out
  }

  /// The counterexample as a scenario: each touch one event line (a two-finger step two, the
  /// second with `finger 2:`), gestures as shorthand strokes (`swipe-back 1 over 300ms velocity
  /// 1000`), which `run` delivers as the same inputs. Its `expect:` lines name the kind searched
  /// first, then every other finding of its run, as the fuzzer's files do, so that `navfuzz
  /// check` passes it as printed.
  static func scenario(
    _ c: Counterexample, in r: ExplorationResult, recoverable: Bool
  ) -> Scenario {
    let config = r.configuration
    let touches = r.touches(of: c)
    let handedOff = r.handOffCounterexamples.contains { $0.kind == c.kind && $0.steps == c.steps }
    let expectations =
      c.finding.map {
        FindingScenario.expectations(keeping: $0, configuration: config, touches: touches)
      } ?? [.finding(c.kind, recoverable: recoverable)]
    var scenario = Scenario(
      configuration: config, inputs: [],
      comments: [
        "Found by navfuzz explore: depth \(r.bounds.depth), horizon \(duration(r.bounds.horizon))"
          + (handedOff ? ", by the hand-off's fuzz runs (not proven shortest)" : "")
      ],
      name: "\(handedOff ? "a" : "shortest") \(c.kind) under \(config.mitigations)",
      expectations: expectations)
    scenario.events = Scenario(configuration: config, touches: touches).events
    return scenario
  }

  /// What the bounds cut, with the option that goes further: `horizon: 812 inputs would have
  /// ended after 3s (try --horizon 6s)`.
  static func cuts(_ r: ExplorationResult) -> String {
    var out = ""
    if r.horizonCuts > 0 {
      let longer = VirtualDuration(microseconds: 2 * max(1, r.bounds.horizon.microseconds))
      out += "horizon: \(r.horizonCuts) inputs would have ended after "
      out += "\(duration(r.bounds.horizon)) (try --horizon \(duration(longer)))\n"
    }
    if r.reducedInputs > 0 {
      out += "reduction: \(r.reducedInputs) app path changes were not made after a frame of "
      out += "waiting they commute with (the same change a frame earlier was; --no-reduction "
      out += "makes them)\n"
    }
    if r.depthCuts > 0 && r.end == .complete {
      out += "depth: \(r.depthCuts) new states at depth \(r.depthExplored) were not "
      out += "expanded (try --depth \(r.depthExplored + 1))\n"
    }
    return out
  }

  // MARK: - Formatting

  /// `3s`, `1.5s`, `250ms`.
  static func duration(_ d: VirtualDuration) -> String {
    let us = d.microseconds
    if us != 0 && us % 1_000_000 == 0 { return "\(us / 1_000_000)s" }
    if us >= 1_000_000 && us % 100_000 == 0 {
      return "\(us / 1_000_000).\(us % 1_000_000 / 100_000)s"
    }
    return d.description
  }

  static func shape(_ s: GestureShape) -> String {
    "\(ScenarioNumber.format(s.progress)) over \(duration(s.duration)) velocity "
      + ScenarioNumber.format(s.velocity)
  }

  /// `4.2e-9`, `0`, `1`: two significant digits, no Foundation.
  static func scientific(_ p: Double) -> String {
    guard p > 0 else { return "0" }
    guard p < 1 else { return "1" }
    var exponent = 0
    var m = p
    while m < 1 {
      m *= 10
      exponent -= 1
    }
    var tenths = Int((m * 10).rounded())
    if tenths >= 100 {
      tenths /= 10
      exponent += 1
    }
    return "\(tenths / 10).\(tenths % 10)e\(exponent)"
  }
}
