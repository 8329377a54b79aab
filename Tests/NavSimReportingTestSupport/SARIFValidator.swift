import NavSimReporting

/// Checks a SARIF log against what the SARIF 2.1.0 schema requires (sarif-schema-2.1.0.json):
/// the required properties of `sarifLog`, `run`, `tool`, `toolComponent`,
/// `reportingDescriptor`, `result`, `message`, `location`, `physicalLocation`,
/// `artifactLocation` and `region`, their types and enumerations, and the consistency rules of
/// the specification that code-scanning services enforce (`ruleIndex` agrees with `ruleId`,
/// `tags` unique). Returns the problems, empty when the log is valid.
package enum SARIFValidator {
  /// The problems of `log`, each `path: what`; empty when the log is valid.
  package static func problems(_ log: JSONValue) -> [String] {
    var problems: [String] = []
    func fail(_ path: String, _ what: String) { problems.append("\(path): \(what)") }
    guard case .object = log else { return ["$: not an object"] }
    if log["version"]?.stringValue != "2.1.0" { fail("$.version", "required, must be \"2.1.0\"") }
    if let schema = log["$schema"], schema.stringValue == nil {
      fail("$.$schema", "must be a string")
    }
    guard let runs = log["runs"]?.arrayValue else {
      fail("$.runs", "required array")
      return problems
    }
    for (r, run) in runs.enumerated() {
      let at = "$.runs[\(r)]"
      guard let driver = run["tool"]?["driver"] else {
        fail("\(at).tool.driver", "required")
        continue
      }
      if driver["name"]?.stringValue?.isEmpty != false {
        fail("\(at).tool.driver.name", "required string")
      }
      if let v = driver["version"], v.stringValue == nil {
        fail("\(at).tool.driver.version", "must be a string")
      }
      var ruleIDs: [String] = []
      if let rules = driver["rules"] {
        guard let list = rules.arrayValue else {
          fail("\(at).tool.driver.rules", "must be an array")
          continue
        }
        for (i, rule) in list.enumerated() {
          let ra = "\(at).tool.driver.rules[\(i)]"
          guard let id = rule["id"]?.stringValue else {
            fail("\(ra).id", "required string")
            continue
          }
          if ruleIDs.contains(id) { fail("\(ra).id", "repeated") }
          ruleIDs.append(id)
          for key in ["shortDescription", "fullDescription"] {
            if let d = rule[key], d["text"]?.stringValue == nil {
              fail("\(ra).\(key).text", "required string")
            }
          }
          if let level = rule["defaultConfiguration"]?["level"], !levelOK(level) {
            fail("\(ra).defaultConfiguration.level", "not a level")
          }
        }
      }
      guard let results = run["results"]?.arrayValue else {
        if run["results"] != nil { fail("\(at).results", "must be an array") }
        continue
      }
      for (i, result) in results.enumerated() {
        let ra = "\(at).results[\(i)]"
        guard let message = result["message"] else {
          fail("\(ra).message", "required")
          continue
        }
        if message["text"]?.stringValue == nil && message["id"]?.stringValue == nil {
          fail("\(ra).message", "needs text or id")
        }
        if let level = result["level"], !levelOK(level) { fail("\(ra).level", "not a level") }
        let ruleID = result["ruleId"]?.stringValue
        if let index = result["ruleIndex"] {
          guard let k = index.intValue, k >= -1 else {
            fail("\(ra).ruleIndex", "must be an integer >= -1")
            continue
          }
          if k >= 0 && (k >= ruleIDs.count || ruleIDs[Int(k)] != ruleID) {
            fail("\(ra).ruleIndex", "does not name rule \(ruleID ?? "?")")
          }
        }
        if let ruleID, !ruleIDs.isEmpty, !ruleIDs.contains(ruleID) {
          fail("\(ra).ruleId", "not among the rules")
        }
        for (l, location) in (result["locations"]?.arrayValue ?? []).enumerated() {
          let la = "\(ra).locations[\(l)].physicalLocation"
          guard let physical = location["physicalLocation"] else { continue }
          guard let artifact = physical["artifactLocation"] else {
            fail(la, "needs artifactLocation")
            continue
          }
          guard let uri = artifact["uri"]?.stringValue, !uri.isEmpty,
            !uri.contains(" "), !uri.contains("\\")
          else {
            fail("\(la).artifactLocation.uri", "required URI reference")
            continue
          }
          if let region = physical["region"] {
            guard let line = region["startLine"]?.intValue, line >= 1 else {
              fail("\(la).region.startLine", "required integer >= 1")
              continue
            }
          }
        }
        if let fingerprints = result["partialFingerprints"] {
          guard case .object(let members) = fingerprints else {
            fail("\(ra).partialFingerprints", "must be an object")
            continue
          }
          for member in members where member.value.stringValue == nil {
            fail("\(ra).partialFingerprints.\(member.key)", "must be a string")
          }
        }
        if let properties = result["properties"] {
          guard case .object = properties else {
            fail("\(ra).properties", "must be an object")
            continue
          }
          if let tags = properties["tags"] {
            let list = tags.arrayValue?.compactMap(\.stringValue) ?? []
            if list.count != tags.arrayValue?.count || Set(list).count != list.count {
              fail("\(ra).properties.tags", "must be an array of unique strings")
            }
          }
        }
      }
    }
    return problems
  }

  /// Whether `level` is one of SARIF's result levels.
  static func levelOK(_ level: JSONValue) -> Bool {
    ["none", "note", "warning", "error"].contains(level.stringValue ?? "")
  }
}
