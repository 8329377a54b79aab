import NavSimCore

/// `set:` lines: a list of `NAME=VALUE` settings of the profile (docs/SCENARIOS.md).
extension ScenarioParser {
  /// A `set:` list: each a known setting, once, with a value in its range.
  mutating func parseSettings(_ value: Range<Int>) {
    for part in Lexer.split(bytes, value, at: UInt8(ascii: ",")) {
      guard !part.isEmpty else {
        report(.missingArgument(after: ",", expected: "'NAME=VALUE'"), at: part.lowerBound)
        continue
      }
      guard let equals = part.first(where: { bytes[$0] == UInt8(ascii: "=") }) else {
        let tokens = Lexer.tokens(bytes, part)
        let name = tokens.first.map(text) ?? ""
        let after = tokens.first?.end ?? part.upperBound
        report(.missingArgument(after: name, expected: "'=VALUE'"), at: after)
        continue
      }
      let nameRange = Lexer.trim(bytes, part.lowerBound..<equals)
      guard !nameRange.isEmpty else {
        report(.missingArgument(after: "set", expected: "a setting name"), at: part.lowerBound)
        continue
      }
      guard let name = singleWord(nameRange) else { continue }
      guard Profile.settingNames.contains(name) else {
        report(
          .unknownValue(
            what: "setting", value: name,
            suggestion: suggestion(for: name, among: Profile.settingNames)),
          at: nameRange.lowerBound)
        continue
      }
      let valueRange = Lexer.trim(bytes, equals + 1..<part.upperBound)
      guard !valueRange.isEmpty else {
        report(.missingArgument(after: "\(name)=", expected: "a value"), at: valueRange.lowerBound)
        continue
      }
      let tokens = Lexer.tokens(bytes, valueRange)
      guard expectEnd(tokens, after: 1) else { continue }
      let word = bytes[valueRange]
      let number: Int64
      if !Profile.isDuration(name) {
        var probe = Profile.ios17
        let digits = word.first == UInt8(ascii: "-") ? word.dropFirst() : word[...]
        guard !digits.isEmpty, digits.allSatisfy(ScenarioNumber.isDigit), digits.count <= 6,
          let rate = Int64(text(valueRange)), probe.setting(name, to: rate)
        else {
          report(
            .settingOutOfRange(name: name, value: text(valueRange)), at: valueRange.lowerBound)
          continue
        }
        number = rate
      } else {
        switch ScenarioNumber.parseTime(
          word, form: .relative, fps: nil, limit: Scenario.maximumTime)
        {
        case .success(let us): number = us
        case .failure(let error):
          report(error, at: valueRange.lowerBound)
          continue
        }
      }
      if let first = settingLines[name] {
        report(.duplicate(what: "setting", name: name, firstLine: first), at: nameRange.lowerBound)
        continue
      }
      settingLines[name] = line.number
      settingPlaces[name] = (line, nameRange.lowerBound)
      if name == "fps" { fps = number }
      scenario.settings.append(Scenario.Setting(name, number))
    }
  }
}
