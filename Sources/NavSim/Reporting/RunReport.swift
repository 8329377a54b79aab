import NavSimCore
import NavSimScenario
import NavSimSearch

/// The `run` command's report of one replayed scenario: a header, the timeline, the findings
/// with the rules that fired and their evidence tags, and where the run ended.
public struct RunReport: Sendable {
  /// The scenario's name.
  public var title: String
  /// Where it came from (a file path).
  public var source: String
  /// The configuration it ran under.
  public var configuration: Configuration
  /// The run.
  public var result: RunResult
  /// Findings about the configuration itself (`lost-swipe`).
  public var configurationFindings: [Finding]
  /// The touches the run was made of (for the findings' input class); empty when unknown.
  public var touches: [Touch]

  /// Creates a report.
  public init(
    title: String, source: String, configuration: Configuration, result: RunResult,
    configurationFindings: [Finding] = [], touches: [Touch] = []
  ) {
    self.touches = touches
    self.title = title
    self.source = source
    self.configuration = configuration
    self.result = result
    self.configurationFindings = configurationFindings
  }

  /// One line describing the configuration: `ios17 · none · iphone portrait stack · back system`.
  public static func summary(_ c: Configuration) -> String {
    var parts = [
      "profile \(c.profile.name)", "mitigation \(c.mitigations)",
      "\(c.device.rawValue) \(c.orientation.rawValue) \(c.container.rawValue)",
    ]
    if c.backButton != .system { parts.append("back-button \(c.backButton.rawValue)") }
    return parts.joined(separator: " · ")
  }

  /// All findings, the run's first, then the configuration's.
  public var findings: [Finding] { result.findings + configurationFindings }

  /// The human report (ends with a newline).
  public func render() -> String {
    var out = "== \(VisibleText.escaped(title)) (\(VisibleText.escaped(source)))\n"
    out += Self.summary(configuration) + "\n\n"
    out += Timeline(result.trace, showSplit: configuration.container == .split).render()
    out += "\n"
    let model = result.model
    let app = configuration.app
    out += "ends at \(model.now): screen \(app.name(of: model.state.stack.top))"
    out += ", sheet \(model.state.presentation.isShown ? "shown" : "hidden")"
    out += result.quiescent ? "" : " (not quiescent)"
    out += "\n"
    if findings.isEmpty {
      out += "findings: none\n"
    } else {
      out += "findings:\n"
      for f in findings {
        out +=
          "  " + TextWrap.hanging("\(f.label) at \(f.time): \(f.cause)", width: 98, indent: 4)
          + "\n"
        if f.needsAppInput {
          out += "    the run uses an app input (a deep link, a timer, split-view API)\n"
        }
        if f.rules.rawValue != 0 {
          let rules = f.rules.rules.map { "\($0.id) [\($0.tag.rawValue)] \($0.title)" }
          out += Self.list("rules: ", rules, width: 100, indent: 4)
        }
        out += "    " + TextWrap.hanging(signature(of: f).line, width: 96, indent: 6) + "\n"
      }
    }
    return out
  }

  /// `items` joined by `, ` after `label`, wrapped between items to `width` columns, every
  /// line indented by `indent` spaces (continuations by two more); ends with a newline.
  static func list(_ label: String, _ items: [String], width: Int, indent: Int) -> String {
    let pad = String(repeating: " ", count: indent)
    var out = ""
    var line = pad + label
    for (i, item) in items.enumerated() {
      let piece = item + (i < items.count - 1 ? "," : "")
      if line.count + 1 + piece.count > width && line.count > pad.count + label.count {
        out += line + "\n"
        line = pad + "  " + piece
      } else {
        line += (line.hasSuffix(label) ? "" : " ") + piece
      }
    }
    return out + line + "\n"
  }

  /// The report as JSONValue (for `run --json`).
  package var json: JSONValue {
    let model = result.model
    let app = configuration.app
    return .object([
      ("name", .string(title)),
      ("source", .string(source)),
      ("profile", .string(configuration.profile.name)),
      ("mitigation", .string(configuration.mitigations.description)),
      ("device", .string(configuration.device.rawValue)),
      ("quiescent", .bool(result.quiescent)),
      ("endTimeUs", .int(model.now.microseconds)),
      ("screen", .string(app.name(of: model.state.stack.top))),
      ("sheet", .string(model.state.presentation.isShown ? "shown" : "hidden")),
      ("findings", .array(findings.map(Self.json))),
      (
        "trace",
        .array(
          result.trace.map { e in
            .object([
              ("timeUs", .int(e.time.microseconds)), ("actor", .string(e.actor.rawValue)),
              ("rule", e.rule.map { .string($0.id) } ?? .null), ("message", .string(e.message)),
            ])
          })
      ),
    ])
  }

  /// A finding as JSONValue.
  package static func json(_ f: Finding) -> JSONValue {
    .object([
      ("kind", .string(f.kind.rawValue)),
      ("recoverable", .bool(f.recoverable)),
      ("timeUs", .int(f.time.microseconds)),
      ("cause", .string(f.cause)),
      ("scope", .string(f.scope.isEmpty ? "window" : f.scope)),
      ("needsAppInput", .bool(f.needsAppInput)),
      (
        "rules",
        .array(
          f.rules.rules.map { r in
            .object([
              ("id", .string(r.id)), ("title", .string(r.title)), ("tag", .string(r.tag.rawValue)),
            ])
          })
      ),
    ])
  }
}
