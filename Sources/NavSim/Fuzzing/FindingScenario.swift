/// Writes a finding's inputs as a scenario file in the canonical form of SCENARIOS.md.
///
/// This is the fuzzer's seam to the scenario printer: until `Scenario` lands, it prints the
/// canonical form itself; afterwards it delegates, so the fuzzer's files and `shrink`'s output
/// are the same bytes.
enum FindingScenario {
  /// The scenario text: a comment line, the header (non-default values only, in the order of
  /// SCENARIOS.md), the `expect:` line (with a finding), a blank line, then one `@T action` line per input.
  static func text(
    configuration c: Configuration, inputs: [TimedInput], finding: Finding?, comment: String
  ) -> String {
    var lines = ["# \(comment)"]
    let mitigation = c.mitigations.description
    if let finding { lines.append("name: \(finding.label) under \(mitigation)") }
    let base = Profile.named(c.profile.name) ?? .ios17
    if c.profile.name != Profile.ios17.name { lines.append("profile: \(c.profile.name)") }
    if c.device != .iphone { lines.append("device: \(c.device.rawValue)") }
    if c.orientation != .portrait { lines.append("orientation: \(c.orientation.rawValue)") }
    if c.container != .stack { lines.append("container: \(c.container.rawValue)") }
    if c.mitigations.rawValue != 0 { lines.append("mitigation: \(mitigation)") }
    if c.backButton != .system { lines.append("back-button: \(c.backButton.rawValue)") }
    var settings: [String] = []
    for name in Profile.settingNames {
      guard let value = c.profile.value(of: name), value != base.value(of: name) else { continue }
      settings.append(name == "fps" ? "fps=\(value)" : "\(name)=\(VirtualDuration(microseconds: value))")
    }
    if !settings.isEmpty { lines.append("set: \(settings.joined(separator: ", "))") }
    let start = NavigationModel(c).state.stack
    if start.count > 1 {
      lines.append("start: " + start.elements.map { c.app.name(of: $0) }.joined(separator: " > "))
    }
    if c.app != .seed {
      for screen in c.app.screens {
        var parts = screen.links.map { "link \(c.app.name(of: $0))" }
        if screen.hasSheet { parts.append("sheet") }
        lines.append("screen: \(screen.name): \(parts.joined(separator: ", "))")
      }
    }
    if let finding { lines.append("expect: \(finding.label)") }
    lines.append("")
    for timed in inputs {
      lines.append("@\(timed.time) \(action(timed.input, app: c.app))")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// An input as a scenario action (`tap link detail`, `swipe-back end velocity 600`).
  static func action(_ input: Input, app: App) -> String {
    func phase(_ p: GesturePhase) -> String {
      switch p {
      case .begin: "begin"
      case .move(let v): "move \(number(v))"
      case .end(let v): v == 0 ? "end" : "end velocity \(number(v))"
      case .cancel: "cancel"
      }
    }
    switch input {
    case .swipeBack(let p): return "swipe-back \(phase(p))"
    case .dragSheet(let p): return "drag-sheet \(phase(p))"
    default: return NavigationModel.describe(input, app: app)
    }
  }

  /// A number without a needless `.0`.
  static func number(_ v: Double) -> String {
    if v == v.rounded() && abs(v) < 1e15 { return String(Int64(v)) }
    return "\(v)"
  }
}
