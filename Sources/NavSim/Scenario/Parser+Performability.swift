import NavSimCore

/// Whether a person can perform the file's events (docs/MODEL.md §10.5), once it has no other
/// problem.
extension ScenarioParser {
  /// The performability check (docs/MODEL.md §10.5): every touch must be one a finger can make.
  mutating func checkPerformable() {
    // A step of any pan alone is no finger's (each gesture kind alike, docs/SCENARIOS.md).
    for (i, event) in scenario.events.enumerated() {
      guard case .step(let phase)? = event.action.gestureLine?.gesture else { continue }
      let (line, _, action) = eventLines[i]
      report(
        .notPerformable(ScenarioError.stepReason(event.action.keyword, phase)), at: action,
        on: line)
    }
    guard problems.isEmpty, let config = try? scenario.configuration() else { return }
    // Settings under which no finger can tap make every tap below refused: say it once, at
    // the last of the settings written that the rule reads.
    if let reason = config.profile.tapProblem {
      let places = Profile.tapSettings.compactMap { settingPlaces[$0] }
      if let (line, offset) = places.max(by: {
        ($0.line.number, $0.offset) < ($1.line.number, $1.offset)
      }) {
        report(.notPerformable(reason), at: offset, on: line)
        return
      }
    }
    let (touches, indices) = scenario.touchesWithEvents(for: config)
    TouchPhysics(config).forEachViolation(touches) { violation in
      let (line, offset, _) = eventLines[indices[violation.index]]
      report(.notPerformable(violation.reason), at: offset, on: line)
    }
  }
}
