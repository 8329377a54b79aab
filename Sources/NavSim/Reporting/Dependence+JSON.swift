import NavSimCore
import NavSimSearch

extension Dependence {
  /// The dependence as JSON: the assumption, its alternative, the verdict (`needs`, `narrows`,
  /// `unaffected`) and the two measures (`runs` out of `of`, or window widths in µs).
  package var json: JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      (key: "assumption", value: .string(assumption.short)),
      (key: "name", value: .string(assumption.name)),
      (key: "setting", value: .string(assumption.setting)),
      (key: "alternative", value: .int(assumption.alternative)),
      (key: "verdict", value: .string(verdict.rawValue)),
    ]
    switch measure {
    case .runs(let n):
      members.append((key: "measure", value: .string("runs")))
      members.append((key: "of", value: .int(Int64(n))))
    case .window:
      members.append((key: "measure", value: .string("windowUs")))
    }
    members.append((key: "without", value: .int(without)))
    members.append((key: "with", value: .int(with)))
    return .object(members)
  }
}
