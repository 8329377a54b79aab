import NavSimCore
import NavSimScenario
import NavSimSearch

extension SweepResult {
  /// What an axis varies, in words: `event 3 (swipe-back 0.7 over 100ms velocity 600) time`,
  /// `stateLag`.
  func title(_ axis: Sweep.Axis) -> String {
    guard case .eventTime(let n) = axis.quantity, sweep.scenario.events.indices.contains(n - 1)
    else { return axis.name }
    return "\(axis.name) (\(sweep.scenario.events[n - 1].action.text)) time"
  }

  /// The spacing of an axis's values, when even: ` step 20ms`.
  func step(_ axis: Sweep.Axis) -> String {
    guard axis.values.count > 1 else { return "" }
    let d = axis.values[1] - axis.values[0]
    for i in axis.values.indices.dropFirst() where axis.values[i] - axis.values[i - 1] != d {
      return ""
    }
    return ", step \(axis.text(d))"
  }

  /// The sweep as text: a header, the grid (one character per cell, the highest `y` value on
  /// top, `x` growing to the right), the `x` axis's labels, and the legend with counts.
  public var text: String {
    let x = sweep.x
    let y = sweep.y
    var out = "navfuzz sweep: \(sweep.scenario.name ?? "scenario") "
    out += "(\(sweep.scenario.profile), mitigation \(sweep.scenario.mitigations))\n"
    out += "x: \(title(x)) = \(x.text(x.values.first ?? 0))..\(x.text(x.values.last ?? 0))"
    out += ", \(x.values.count) values\(step(x))\n"
    out += "y: \(title(y)) = \(y.text(y.values.first ?? 0))..\(y.text(y.values.last ?? 0))"
    out += ", \(y.values.count) values\(step(y))\n\n"
    let labelWidth = max(y.name.count, y.values.map { y.text($0).count }.max() ?? 0)
    out += y.name.leftPadded(to: labelWidth) + "\n"
    for row in cells.indices.reversed() {
      out += y.text(y.values[row]).leftPadded(to: labelWidth) + " |"
      out += String(cells[row].map(\.symbol)) + "\n"
    }
    let pad = String(repeating: " ", count: labelWidth + 1)
    out += pad + "+" + String(repeating: "-", count: x.values.count) + "\n"
    // Labels under the first, middle and last columns, where they fit.
    var axis = [Character](repeating: " ", count: x.values.count + 12)
    var taken = 0
    let marks =
      x.values.count > 2
      ? [0, (x.values.count - 1) / 2, x.values.count - 1] : Array(x.values.indices)
    for column in marks {
      let label = Array("^" + x.text(x.values[column]))
      var start = column
      if column == x.values.count - 1, column > 0 { start = max(column, taken) }
      guard start >= taken, start + label.count <= axis.count else { continue }
      for (i, ch) in label.enumerated() { axis[start + i] = ch }
      taken = start + label.count + 1
    }
    var axisLine = String(axis)
    while axisLine.last == " " { axisLine.removeLast() }
    out += pad + " " + axisLine + "\n"
    out += pad + " " + x.name + " →\n\n"
    out += "legend:"
    for outcome in outcomes {
      out += "  \(outcome.symbol) \(outcome.label) (\(count(outcome)))"
    }
    out += "\n"
    return out
  }
}
