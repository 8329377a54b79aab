import NavSimCore

extension Scenario {
  /// The scenario in the canonical form of SCENARIOS.md.
  ///
  /// Top comments first, then the header keys in the order of the format's table with only
  /// non-default values, a blank line, and one event per line at an absolute time in
  /// milliseconds (`@1266.666ms`). Numbers take their shortest form (`0.6`, `900`).
  /// Reading the text back gives an equal scenario, and a canonical file prints as itself.
  ///
  /// The format has no escapes, so that holds for values a file can hold: a comment with line
  /// breaks prints as several comment lines, line breaks in the name print as spaces, and a
  /// `#` in the name, a screen name with blanks or a non-finite number reads back differently
  /// or not at all.
  ///
  /// - Complexity: O(n) in the size of the output.
  public func canonicalText() -> String {
    var out = ""
    out.reserveCapacity(64 + 40 * events.count)
    for comment in comments {
      // A comment holding line breaks becomes several comment lines rather than a broken file.
      for line in comment.split(omittingEmptySubsequences: false, whereSeparator: Self.isLineEnd) {
        out += line.isEmpty ? "#\n" : "# \(line)\n"
      }
    }
    if let name { out += "name: \(Self.singleLine(name))\n" }
    if profile != Scenario.defaultProfile { out += "profile: \(profile)\n" }
    if device != .iphone { out += "device: \(device.rawValue)\n" }
    if orientation != .portrait { out += "orientation: \(orientation.rawValue)\n" }
    if container != .stack { out += "container: \(container.rawValue)\n" }
    if !mitigations.isEmpty { out += "mitigation: \(mitigations)\n" }
    if backButton != .system { out += "back-button: \(backButton.rawValue)\n" }
    if !settings.isEmpty {
      out += "set: "
      for (i, setting) in settings.enumerated() {
        if i > 0 { out += ", " }
        out += setting.name
        out += "="
        out += setting.isFrameRate ? String(setting.value) : Self.milliseconds(setting.value)
      }
      out += "\n"
    }
    if !tabs.isEmpty { out += "tabs: \(tabs.joined(separator: ", "))\n" }
    if !start.isEmpty { out += "start: \(start.joined(separator: " > "))\n" }
    if let appInputs {
      out += "app-inputs: "
      out += appInputs.isEmpty ? "none" : appInputs.map(\.text).joined(separator: ", ")
      out += "\n"
    }
    if !deepLinks.isEmpty {
      out += "deep-links: " + deepLinks.map(\.text).joined(separator: ", ") + "\n"
    }
    for screen in screens {
      out += "screen: \(screen.name)"
      var separator = ": "
      for link in screen.links {
        out += separator
        out += "link \(link)"
        separator = ", "
      }
      if screen.hasSheet {
        out += separator + PresentationItem.textSheet.kind.keyword
        separator = ", "
      }
      for item in screen.presentations {
        out += separator + item.text
        separator = ", "
      }
      if screen.zoom {
        out += separator + "zoom"
        separator = ", "
      }
      if screen.unmitigated {
        out += separator + "no-mitigation"
        separator = ", "
      }
      if let action = screen.buttonAction { out += separator + "button \(action.rawValue)" }
      out += "\n"
    }
    for expectation in expectations { out += "expect: \(expectation.text)\n" }
    if !events.isEmpty, !out.isEmpty { out += "\n" }
    for event in events {
      out += "@"
      out += Self.milliseconds(event.time.microseconds)
      out += " "
      if event.finger != 1 { out += "finger \(event.finger): " }
      event.action.write(to: &out)
      if let hold = event.hold { out += " hold " + Self.milliseconds(hold.microseconds) }
      out += "\n"
    }
    return out
  }

  /// `text` with its line ends (`\n`, `\r`, `\r\n`, those of the lexer) as spaces. Other
  /// characters Unicode calls newlines (a form feed, U+2028) are no line ends to the lexer
  /// and stay as they are, so a name holding them reads back the same.
  static func singleLine(_ text: String) -> String {
    guard text.contains(where: isLineEnd) else { return text }
    return String(text.map { isLineEnd($0) ? " " : $0 })
  }

  /// Whether the lexer ends a line at `character`.
  static func isLineEnd(_ character: Character) -> Bool {
    character == "\n" || character == "\r" || character == "\r\n"
  }

  package static func milliseconds(_ us: Int64) -> String {
    VirtualDuration.formatMilliseconds(us) + "ms"
  }
}

extension ScenarioAction {
  /// The action as an event line writes it, after the time.
  public var text: String {
    var out = ""
    write(to: &out)
    return out
  }

  func write(to out: inout String) {
    switch self {
    case .tap(let tap):
      out += "tap "
      out += tap.text
    case .gesture(let kind, let gesture):
      out += kind.keyword + " "
      gesture.write(to: &out)
    case .rotate: out += "rotate"
    case .app(let action):
      out += "app "
      out += action.text
    }
  }
}

extension ScenarioGesture {
  func write(to out: inout String) {
    switch self {
    case .step(.down): out += "down"
    case .step(.begin): out += "begin"
    case .step(.cancel): out += "cancel"
    case .step(.move(let p)): out += "move \(ScenarioNumber.format(p))"
    case .step(.end(let velocity)):
      out += "end"
      if velocity != 0 { out += " velocity \(ScenarioNumber.format(velocity))" }
    case .stroke(let progress, let duration, let velocity):
      out += ScenarioNumber.format(progress)
      out += " over "
      out += Scenario.milliseconds(duration.microseconds)
      if let velocity { out += " velocity \(ScenarioNumber.format(velocity))" }
    }
  }
}
