import NavSimCore
import NavSimSearch

extension Dependence {
  /// The dependence as JSON: the assumption, its alternative, the verdict (`needs`, `narrows`,
  /// `unaffected`, `undecided`) and the measures (`forks` out of `of` per search, or window
  /// widths in µs), summed and one per search.
  package var json: JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      (key: "assumption", value: .string(assumption.short)),
      (key: "name", value: .string(assumption.name)),
      (key: "setting", value: .string(assumption.setting)),
      (key: "alternative", value: .int(assumption.alternative)),
      (key: "verdict", value: .string(verdict.rawValue)),
    ]
    switch measure {
    case .forks(let n):
      members.append((key: "measure", value: .string("forks")))
      members.append((key: "of", value: .int(Int64(n))))
    case .window:
      members.append((key: "measure", value: .string("windowUs")))
    }
    members.append((key: "without", value: .int(without)))
    members.append((key: "with", value: .int(with)))
    members.append((key: "withoutEach", value: .array(withoutEach.map { .int($0) })))
    members.append((key: "withEach", value: .array(withEach.map { .int($0) })))
    if let confirmation {
      members.append(
        (
          key: "confirmation",
          value: .object([
            (key: "runs", value: .int(Int64(confirmation.runs))),
            (key: "found", value: .int(confirmation.found)),
          ])
        ))
    }
    return .object(members)
  }
}
