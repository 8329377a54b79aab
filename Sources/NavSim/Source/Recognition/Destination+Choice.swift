extension Destination {
  /// What a `.oneOf` shows for the case `name` (a route's case, a tab's element, a value's
  /// inner case): the choices whose case words satisfy `names`, one alone or several as a
  /// `.oneOf` labelled `name`; `nil` when no choice does or the destination chooses nothing.
  func choice(_ name: String, where names: ([String]) -> Bool) -> Destination? {
    guard case .oneOf(let choices, let labels, let at) = self else { return nil }
    let chosen = zip(choices, labels).filter { names($0.1) }.map(\.0)
    if chosen.count == 1, let only = chosen.first { return only }
    if chosen.isEmpty { return nil }
    return .oneOf(chosen, labels: chosen.map { _ in [name] }, at: at)
  }
}
