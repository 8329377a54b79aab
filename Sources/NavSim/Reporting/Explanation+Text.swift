import NavSimCore
import NavSimScenario
import NavSimSearch

extension Explanation {
  /// One input as a scenario line writes it (`tap show-sheet`, `finger 2: swipe-back 0.7 over
  /// 100ms`).
  func describe(_ touch: Touch) -> String {
    let scenario = Scenario(configuration: configuration, touches: [touch])
    guard let event = scenario.events.first else { return "" }
    var text = event.finger != 1 ? "finger \(event.finger): " : ""
    text += event.action.text
    if let hold = event.hold { text += " hold " + Scenario.milliseconds(hold.microseconds) }
    return text
  }

  func value(_ v: Int64, duration: Bool) -> String {
    duration ? Scenario.milliseconds(v) : String(v)
  }

  /// What the finding rests on, as `navfuzz explain` prints it.
  public var text: String {
    var out = "\(finding.label): \(finding.cause)\n"
    if finding.rules.rawValue != 0 { out += "rules: \(finding.rulesDescription)\n" }
    if let margin = humanMargin {
      out += "human margin: needs \(margin.margin) (one finger, docs/MODEL.md §10.1)\n"
    }
    out +=
      "\nassumptions (each searched again under its alternative, docs/MODEL.md §13: the word "
      + "is navfuzz's, from independent searches of the finding's kind and input class; the "
      + "windows are the file's inputs whose timing matters, moved alone):\n"
    if assumptions.isEmpty { out += "  (none applies)\n" }
    for check in assumptions {
      let a = check.assumption
      out += "  \(a.name)\n"
      out += "    alternative \(a.alternativeSetting) (\(a.alternativeText)): "
      if let d = check.dependence {
        let with = Scenario.milliseconds(d.with)
        let without = Scenario.milliseconds(d.without)
        let windows = "window \(with) under the alternative, \(without) as modelled"
        if let v = check.verdict {
          out += "\(v.verdict.rawValue) (\(v.short); \(windows))"
        } else {
          switch d.verdict {
          case .needs: out += "needs it (no window under the alternative; \(without) as modelled)"
          case .narrows: out += "narrows (\(windows))"
          case .unaffected: out += "unaffected (\(windows))"
          case .undecided: out += "undecided (no window either way)"
          }
        }
      } else {
        out += "not searched (the rule did not fire)"
      }
      out += "\n"
    }
    out += "\ntiming values (each varied alone, the rest as in the file):\n"
    for r in ranges {
      let unit = r.isDuration
      let low = value(r.low, duration: unit)
      out += "  \(r.setting) (\(value(r.value, duration: unit))): \(finding.kind.rawValue) for "
      let gap = r.missed.map { "not every one: not \(value($0, duration: unit))" }
      if let high = r.high {
        if r.low == high {
          out += "this value only\n"
        } else if let gap {
          out += "values from \(low) to \(value(high, duration: unit)), \(gap)\n"
        } else {
          out += "any value from \(low) to \(value(high, duration: unit))\n"
        }
      } else if let gap {
        out += "values ≥ \(low), \(gap) (tried up to \(value(r.limit, duration: unit)))\n"
      } else {
        out += "any value ≥ \(low) (tried up to \(value(r.limit, duration: unit)))\n"
      }
    }
    out += "\nvulnerable windows (each input moved alone, the others where they are):\n"
    for w in windows {
      out += "  @\(Scenario.milliseconds(w.touch.time)) \(describe(w.touch)): "
      out += w.touch.isTouch ? "may begin" : "may happen"
      if let missed = w.missed {
        // The ends keep the finding, a start between them does not: not one window.
        out += " at \(Scenario.milliseconds(w.earliest)) and at \(Scenario.milliseconds(w.latest))"
        out += ", not at every time between (not @\(Scenario.milliseconds(missed)))"
      } else {
        out += " anywhere from \(Scenario.milliseconds(w.earliest)) to "
        out += "\(Scenario.milliseconds(w.latest))"
      }
      if w.earliest == w.touch.time && w.latest == w.touch.time { out += " (this instant only)" }
      var limits: [String] = []
      let who = w.touch.isApp ? "the app makes its steps in order" : "no finger can begin it"
      if w.earliestIsFingerLimit {
        limits.append(w.touch.isApp ? "\(who): not before its previous one" : "\(who) earlier")
      }
      if w.latestIsFingerLimit {
        limits.append(w.touch.isApp ? "\(who): not after its next one" : "\(who) later")
      }
      if !limits.isEmpty { out += " (" + limits.joined(separator: "; ") + ")" }
      out += "\n"
    }
    return out
  }

  /// The explanation as JSON (`navfuzz explain --json`).
  package var json: JSONValue {
    .object([
      ("finding", RunReport.json(finding)),
      ("humanMargin", humanMargin.map(Self.json) ?? .null),
      (
        "assumptions",
        .array(
          assumptions.map { check in
            .object([
              ("name", .string(check.assumption.name)),
              ("setting", .string(check.assumption.setting)),
              ("alternative", .int(check.assumption.alternative)),
              ("alternativeText", .string(check.assumption.alternativeText)),
              ("verdict", check.word.map { .string($0.rawValue) } ?? .null),
              ("dependence", check.dependence?.json ?? .null),
              ("search", check.verdict?.json ?? .null),
              ("ruleFired", .bool(check.fired)),
            ])
          })
      ),
      (
        "timing",
        .array(
          ranges.map { r in
            .object([
              ("setting", .string(r.setting)),
              ("value", .int(r.value)),
              ("low", .int(r.low)),
              ("high", r.high.map { .int($0) } ?? .null),
              ("limit", .int(r.limit)),
              ("unit", .string(r.isDuration ? "us" : "plain")),
              ("missed", r.missed.map { .int($0) } ?? .null),
            ])
          })
      ),
      (
        "windows",
        .array(
          windows.map { w in
            .object([
              ("input", .string(describe(w.touch))),
              ("timeUs", .int(w.touch.time)),
              ("earliestUs", .int(w.earliest)),
              ("latestUs", .int(w.latest)),
              ("earliestIsFingerLimit", .bool(w.earliestIsFingerLimit)),
              ("latestIsFingerLimit", .bool(w.latestIsFingerLimit)),
              ("missedUs", w.missed.map { .int($0) } ?? .null),
            ])
          })
      ),
    ])
  }
}

extension Explanation {
  /// A finding's human margin as JSON (also the campaign report's, docs/MODEL.md §10.1).
  package static func json(_ margin: FingerTravel) -> JSONValue {
    .object([
      ("from", .string(margin.from)),
      ("to", .string(margin.to)),
      ("gapUs", .int(margin.gap)),
      ("neededUs", .int(margin.needed)),
      ("fittsUs", .int(margin.fitts)),
      ("distancePt", .double((margin.distance * 10).rounded() / 10)),
      ("widthPt", .double((margin.width * 10).rounded() / 10)),
      ("text", .string("needs " + margin.margin)),
    ])
  }
}

extension Explanation {
  /// Explains the finding a parsed scenario leads to: the one its `expect:` lines name (the
  /// first present), else its run's first finding that is not informational; `nil` when the
  /// run has none.
  /// - Throws: the scenario's diagnostics if its configuration is invalid.
  /// - Parameter verdictRuns: the runs of each of the campaign's searches that give each fired
  ///   assumption its word (0: the windows' word alone).
  public static func explain(
    _ scenario: Scenario, verdictRuns: Int = 0
  ) throws(ScenarioDiagnostics) -> Explanation? {
    let config = try scenario.configuration()
    let touches = scenario.touches(for: config)
    let findings = Simulator.run(config, inputs: scenario.inputs(for: config)).findings.filter {
      !$0.kind.isInformational
    }
    var expected: [FindingKind] = []
    for case .finding(let kind, _) in scenario.expectations { expected.append(kind) }
    guard let target = findings.first(where: { expected.contains($0.kind) }) ?? findings.first
    else { return nil }
    return Explanation(
      configuration: config, touches: touches, finding: target, verdictRuns: verdictRuns)
  }
}
