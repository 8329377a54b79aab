import NavSimCore
import NavSimReporting

extension DeviceResult {
  /// Reads a result file's text, strictly: an unknown member, a member given twice, a value of
  /// the wrong type, an unknown route, verdict or presentation, and contradictory members (a
  /// `responsive` that its probes or its verdict deny, a touch index given twice) are refused,
  /// each with its place.
  /// - Throws: ``DeviceResultError`` naming what is wrong and where.
  public static func parse(_ text: String) throws(DeviceResultError) -> DeviceResult {
    let parsed: (value: JSONValue, memberOffsets: [Int])
    do {
      parsed = try JSONValue.parseLocated(text)
    } catch {
      throw DeviceResultError(
        reason: "invalid JSON: \(error.reason)",
        at: error.line > 0
          ? Location(line: error.line, column: error.column)
          : Self.location(of: error.offset, in: text))
    }
    var reader = ResultReader(text: text, offsets: parsed.memberOffsets)
    return try reader.read(parsed.value)
  }

  /// The line and column of byte `offset` of `text`.
  static func location(of offset: Int, in text: String) -> Location {
    var line = 1
    var column = 1
    for (i, byte) in text.utf8.enumerated() {
      if i >= offset { break }
      if byte == 0x0A {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return Location(line: line, column: column)
  }

  /// Where `path` is, when the file had it.
  public func location(_ path: String) -> Location? { locations.byPath[path] }
}

/// Walks a parsed result in document order, giving each member its place.
private struct ResultReader {
  let text: String
  let offsets: [Int]
  var next = 0
  var byPath: [String: DeviceResult.Location] = [:]

  init(text: String, offsets: [Int]) {
    self.text = text
    self.offsets = offsets
  }

  /// Records the places of every member under `value` (document order, as the parser met
  /// them), `path` being the value's own path.
  mutating func locate(_ value: JSONValue, path: String) {
    switch value {
    case .object(let members):
      for member in members {
        let child = path.isEmpty ? member.key : path + "." + member.key
        if next < offsets.count {
          let place = DeviceResult.location(of: offsets[next], in: text)
          if byPath[child] == nil {
            byPath[child] = place
          } else if byPath[child + " again"] == nil {
            byPath[child + " again"] = place
          }
          next += 1
        }
        locate(member.value, path: child)
      }
    case .array(let elements):
      for (i, element) in elements.enumerated() { locate(element, path: "\(path)[\(i)]") }
    default: break
    }
  }

  func fail(_ reason: String, _ path: String) -> DeviceResultError {
    DeviceResultError(reason: reason, at: byPath[path])
  }

  /// Refuses members of `value` (at `path`) not in `allowed`, and members given twice.
  func checkMembers(_ value: JSONValue, path: String, allowed: [String]) throws(DeviceResultError) {
    guard case .object(let members) = value else {
      throw fail("\(path.isEmpty ? "the result" : path) is not a JSON object", path)
    }
    var seen: [String] = []
    for member in members {
      let child = path.isEmpty ? member.key : path + "." + member.key
      guard allowed.contains(member.key) else {
        throw fail(
          "unknown member \"\(VisibleText.escaped(member.key))\" (known: "
            + allowed.joined(separator: ", ") + ")", child)
      }
      guard !seen.contains(member.key) else {
        throw fail("\"\(member.key)\" is given twice", child + " again")
      }
      seen.append(member.key)
    }
  }

  func string(_ value: JSONValue?, _ path: String) throws(DeviceResultError) -> String? {
    guard let value else { return nil }
    guard let s = value.stringValue else { throw fail("\"\(path)\" is not a string", path) }
    return s
  }

  func bool(_ value: JSONValue?, _ path: String) throws(DeviceResultError) -> Bool? {
    guard let value else { return nil }
    guard let b = value.boolValue else { throw fail("\"\(path)\" is not true or false", path) }
    return b
  }

  func array(_ value: JSONValue?, _ path: String) throws(DeviceResultError) -> [JSONValue] {
    guard let value else { return [] }
    guard let a = value.arrayValue else { throw fail("\"\(path)\" is not an array", path) }
    return a
  }

  /// A time in ms (0 to a day) as µs.
  func micros(_ value: JSONValue?, _ path: String) throws(DeviceResultError) -> Int64? {
    guard let value else { return nil }
    guard let ms = AppiumActions.double(value), ms.isFinite, ms >= 0, ms <= 86_400_000 else {
      throw fail("\"\(path)\" is not a time in ms from 0 to a day", path)
    }
    return Int64((ms * 1000).rounded())
  }

  func index(_ value: JSONValue?, _ path: String) throws(DeviceResultError) -> Int {
    guard let v = value?.intValue, v >= 0, v < 100_000 else {
      throw fail("\"\(path)\" is not a touch index (0 to 99999)", path)
    }
    return Int(v)
  }

  mutating func read(_ json: JSONValue) throws(DeviceResultError) -> DeviceResult {
    locate(json, path: "")
    try checkMembers(json, path: "", allowed: DeviceResult.fields)
    if let version = json["navsimResult"], version.intValue != 1 {
      throw fail(
        "\"navsimResult\" is \(version.serialized(.compact)); this navfuzz reads 1", "navsimResult")
    }
    var result = try readRequired(json)
    try readEnd(json, into: &result)
    try readProbes(json, into: &result)
    try readTouches(json, into: &result)
    result.locations.byPath = byPath
    return result
  }

  /// The members every result has (`ios`, `responsive`) and those of the run (`route`,
  /// `device`, `scenario`).
  mutating func readRequired(_ json: JSONValue) throws(DeviceResultError) -> DeviceResult {
    let ios: String
    switch json["ios"] {
    case .string(let s)?: ios = s
    case .int(let v)?: ios = String(v)
    case .double(let v)?: ios = String(v)
    case nil: throw fail("no \"ios\" version (\"17.5\")", "")
    default: throw fail("\"ios\" is not a version (\"17.5\")", "ios")
    }
    guard DeviceResult.major(ios) != nil else {
      throw fail("\"ios\" is not a version: \(VisibleText.escaped(ios))", "ios")
    }
    guard let responsive = try bool(json["responsive"], "responsive") else {
      throw fail("no \"responsive\": true or false", "")
    }
    let route = try string(json["route"], "route") ?? "manual"
    guard DeviceResult.routes.contains(route) else {
      throw fail(
        "unknown route \"\(VisibleText.escaped(route))\" (known: "
          + DeviceResult.routes.joined(separator: ", ") + ")", "route")
    }
    return DeviceResult(
      ios: ios, device: try string(json["device"], "device") ?? "iPhone",
      responsive: responsive, route: route, scenario: try string(json["scenario"], "scenario"))
  }

  /// What the device showed after the touches (`screen`, `presented`), the lockup check's
  /// `verdict` and the count of stray touches.
  func readEnd(_ json: JSONValue, into result: inout DeviceResult) throws(DeviceResultError) {
    let responsive = result.responsive
    result.screen = try string(json["screen"], "screen")
    result.presented = try string(json["presented"], "presented")
    if let p = result.presented, !["none", "sheet", "alert", "dialog"].contains(p) {
      throw fail(
        "unknown \"presented\" \"\(VisibleText.escaped(p))\" (none, sheet, alert, dialog)",
        "presented")
    }
    result.verdict = try string(json["verdict"], "verdict")
    if let verdict = result.verdict {
      guard ["lockup", "dead-stack", "responsive"].contains(verdict) else {
        throw fail(
          "unknown \"verdict\" \"\(VisibleText.escaped(verdict))\" (lockup, dead-stack, responsive)",
          "verdict")
      }
      guard (verdict != "lockup") == responsive else {
        throw fail(
          "\"verdict\" \(verdict) contradicts \"responsive\": \(responsive)", "verdict")
      }
    }
    if let stray = json["strayTouches"] {
      guard let n = stray.intValue, n >= 0, n < 100_000 else {
        throw fail("\"strayTouches\" is not a count", "strayTouches")
      }
      result.strayTouches = Int(n)
    }
  }

  /// The probes and the containers, each consistent with `responsive`.
  func readProbes(_ json: JSONValue, into result: inout DeviceResult) throws(DeviceResultError) {
    for (i, probe) in try array(json["probes"], "probes").enumerated() {
      let path = "probes[\(i)]"
      try checkMembers(probe, path: path, allowed: ["name", "responded", "container"])
      guard let name = try string(probe["name"], path + ".name"),
        let responded = try bool(probe["responded"], path + ".responded")
      else { throw fail("a probe without \"name\" and \"responded\"", path + ".name") }
      if responded && !result.responsive {
        throw fail(
          "probe \"\(VisibleText.escaped(name))\" responded, but \"responsive\" is false",
          path + ".responded")
      }
      result.probes.append(
        DeviceResult.ProbeResult(
          name: name, responded: responded,
          container: try string(probe["container"], path + ".container")))
    }
    if result.responsive && !result.probes.isEmpty && !result.probes.contains(where: \.responded) {
      throw fail("\"responsive\" is true, but no probe responded", "responsive")
    }
    for (i, container) in try array(json["containers"], "containers").enumerated() {
      let path = "containers[\(i)]"
      try checkMembers(container, path: path, allowed: ["container", "responded"])
      guard try string(container["container"], path + ".container") != nil,
        let responded = try bool(container["responded"], path + ".responded")
      else { throw fail("a container without \"container\" and \"responded\"", path) }
      if responded && !result.responsive {
        throw fail("a container responded, but \"responsive\" is false", path + ".responded")
      }
    }
  }

  /// When each touch was planned and sent, and when the app's touch log saw it go down.
  mutating func readTouches(
    _ json: JSONValue, into result: inout DeviceResult
  ) throws(DeviceResultError) {
    for (i, touch) in try array(json["touches"], "touches").enumerated() {
      let path = "touches[\(i)]"
      try checkMembers(touch, path: path, allowed: ["index", "plannedMs", "sentMs"])
      let index = try self.index(touch["index"], path + ".index")
      guard let sent = try micros(touch["sentMs"], path + ".sentMs") else {
        throw fail("a touch without \"sentMs\"", path + ".index")
      }
      guard result.sent[index] == nil else {
        throw fail("touch \(index) is given twice", path + ".index")
      }
      result.sent[index] = sent
      byPath["touch \(index)"] = byPath[path + ".index"]
      if let planned = try micros(touch["plannedMs"], path + ".plannedMs") {
        result.planned[index] = planned
      }
    }
    for (i, touch) in try array(json["delivered"], "delivered").enumerated() {
      let path = "delivered[\(i)]"
      try checkMembers(touch, path: path, allowed: ["index", "downMs"])
      let index = try self.index(touch["index"], path + ".index")
      guard let down = try micros(touch["downMs"], path + ".downMs") else {
        throw fail("a delivered touch without \"downMs\"", path + ".index")
      }
      guard result.delivered[index] == nil else {
        throw fail("touch \(index) is delivered twice", path + ".index")
      }
      result.delivered[index] = down
      byPath["delivered \(index)"] = byPath[path + ".index"]
    }
  }
}
