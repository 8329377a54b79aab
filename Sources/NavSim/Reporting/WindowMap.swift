import NavSimCore
import NavSimScenario
import NavSimSearch

/// A sweep drawn as an SVG heat map for the HTML report: a cell per pair of values, coloured by
/// what the oracles found there, `x` to the right and `y` upwards, axis labels in the sweep's
/// units. The lockup window shows as the red region.
package struct WindowMap: Sendable {
  /// The sweep's result.
  package var result: SweepResult

  /// Creates the map of `result`.
  package init(_ result: SweepResult) { self.result = result }

  /// The fill colour of an outcome.
  static func colour(_ outcome: Sweep.Outcome) -> String {
    switch outcome {
    case .ok: "#dff3e2"
    case .finding(let kind, let recoverable):
      switch kind {
      case .lockup: recoverable ? "#f48fb1" : "#d32f2f"
      case .corruption: "#fb8c00"
      case .stuckMask: "#7e57c2"
      case .deadEnd: recoverable ? "#bcaaa4" : "#6d4c41"
      case .hang: "#212121"
      case .lostSwipe: "#90a4ae"
      case .deadStack: "#ad1457"
      }
    }
  }

  static func n(_ v: Double) -> String { NumberText.decimal(v, places: 1) }

  /// The SVG element, then a legend, as HTML.
  package func render(id: String) -> String {
    let x = result.sweep.x
    let y = result.sweep.y
    let columns = max(1, x.values.count)
    let rows = max(1, y.values.count)
    let cellW = min(18.0, 760.0 / Double(columns))
    let cellH = min(16.0, 420.0 / Double(rows))
    let left = 84.0
    let top = 12.0
    let gridW = cellW * Double(columns)
    let gridH = cellH * Double(rows)
    let width = left + gridW + 20
    let height = top + gridH + 52
    var out =
      "<svg class=\"windowmap\" id=\"\(id)\" viewBox=\"0 0 \(Self.n(width)) \(Self.n(height))\" "
    out += "style=\"max-width:\(Self.n(width * 1.2))px\" role=\"img\" aria-label=\"window map\">\n"
    for (r, row) in result.cells.enumerated() {
      // The first value of y at the bottom.
      let cy = top + gridH - cellH * Double(r + 1)
      for (c, outcome) in row.enumerated() {
        let cx = left + cellW * Double(c)
        out += "<rect x=\"\(Self.n(cx))\" y=\"\(Self.n(cy))\" width=\"\(Self.n(cellW))\" "
        out += "height=\"\(Self.n(cellH))\" fill=\"\(Self.colour(outcome))\"><title>"
        out += HTMLReport.escape(
          "\(x.name) \(x.text(x.values[c])), \(y.name) \(y.text(y.values[r])): \(outcome.label)")
        out += "</title></rect>"
      }
      out += "\n"
    }
    out += "<rect x=\"\(Self.n(left))\" y=\"\(Self.n(top))\" width=\"\(Self.n(gridW))\" "
    out += "height=\"\(Self.n(gridH))\" fill=\"none\" stroke=\"#555\"/>\n"
    // Axis labels: about six per axis.
    let xEvery = max(1, (columns + 5) / 6)
    for c in stride(from: 0, to: columns, by: xEvery) {
      let cx = left + cellW * (Double(c) + 0.5)
      out += "<line x1=\"\(Self.n(cx))\" y1=\"\(Self.n(top + gridH))\" x2=\"\(Self.n(cx))\" "
      out += "y2=\"\(Self.n(top + gridH + 4))\" stroke=\"#555\"/>"
      out += "<text x=\"\(Self.n(cx))\" y=\"\(Self.n(top + gridH + 16))\" text-anchor=\"middle\" "
      out += "font-size=\"11\">\(HTMLReport.escape(x.text(x.values[c])))</text>\n"
    }
    let yEvery = max(1, (rows + 7) / 8)
    for r in stride(from: 0, to: rows, by: yEvery) {
      let cy = top + gridH - cellH * (Double(r) + 0.5)
      out += "<text x=\"\(Self.n(left - 6))\" y=\"\(Self.n(cy + 4))\" text-anchor=\"end\" "
      out += "font-size=\"11\">\(HTMLReport.escape(y.text(y.values[r])))</text>\n"
    }
    out += "<text x=\"\(Self.n(left + gridW / 2))\" y=\"\(Self.n(top + gridH + 36))\" "
    out += "text-anchor=\"middle\" font-size=\"12\" font-weight=\"600\">"
    out += "\(HTMLReport.escape(result.title(x))) →</text>\n"
    out += "<text x=\"12\" y=\"\(Self.n(top + gridH / 2))\" font-size=\"12\" font-weight=\"600\" "
    out += "transform=\"rotate(-90 12 \(Self.n(top + gridH / 2)))\" text-anchor=\"middle\" "
    out += "dominant-baseline=\"hanging\">\(HTMLReport.escape(y.name)) →</text>\n"
    out += "</svg>\n<p class=\"legend\">"
    for outcome in result.outcomes {
      out += "<span class=\"swatch\" style=\"background:\(Self.colour(outcome))\"></span> "
      out += "\(HTMLReport.escape(outcome.label)) (\(result.count(outcome)) cells) "
    }
    out += "</p>\n"
    return out
  }
}

extension SweepResult {
  /// The sweep as an HTML page: the window map with the text grid, and for each outcome its
  /// first cell replayed with its timeline.
  public func html(source: String) -> HTMLReport {
    let x = sweep.x
    let y = sweep.y
    var entries: [HTMLReport.Entry] = []
    let row = sweep.scenario.mitigations.description
    for outcome in outcomes {
      guard let cell = firstCell(outcome) else { continue }
      let scenario = sweep.scenario(column: cell.column, row: cell.row)
      guard let config = try? scenario.configuration() else { continue }
      let inputs = scenario.inputs(for: config)
      let touches = scenario.touches(for: config)
      let run = Simulator.run(config, inputs: inputs, recordingTrace: true)
      let finding = run.findings.filter { !$0.kind.isInformational }.min { $0.kind < $1.kind }
      let name = outcome.label.replacingSpaces
      entries.append(
        HTMLReport.Entry(
          id: "cell-\(name)",
          title: "\(outcome.label) at \(x.name) \(x.text(x.values[cell.column])), "
            + "\(y.name) \(y.text(y.values[cell.row]))",
          row: row,
          inputClass: finding?.needsAppInput == true
            ? .app : InputClass.of(touches, configuration: config),
          finding: finding,
          signature: finding.map { FindingSignature($0, configuration: config, touches: touches) },
          notes: [
            "The first cell of the map (row by row from the lowest values) with this outcome; "
              + "\(count(outcome)) cells have it."
          ],
          trace: run.trace, split: config.container == .split,
          scenarioText: scenario.canonicalText(),
          replay: "navfuzz run cell.nav (the scenario above, saved as cell.nav)",
          failed: finding != nil
        ).withTouches(touches, config))
    }
    let total = x.values.count * y.values.count
    let verdict = outcomes.map { "\($0.label) in \(count($0)) of \(total) cells" }
      .joined(separator: ", ")
    var page = HTMLReport(
      title: "navfuzz sweep: \(sweep.scenario.name ?? source)",
      summary: [
        "\(source) · profile \(sweep.scenario.profile) · mitigation \(sweep.scenario.mitigations)",
        "x: \(title(x)), \(x.values.count) values; y: \(title(y)), \(y.values.count) values",
      ], rows: [(row, verdict)], entries: entries)
    page.figures.append(
      (
        id: "window-map", title: "Window map",
        html: "<p>Each cell replays the scenario with the two values; its colour is what the "
          + "oracles found. Hover a cell for its values.</p>\n"
          + WindowMap(self).render(id: "window-map-svg")
          + "<pre class=\"text\">\(HTMLReport.escape(text))</pre>"
      ))
    page.text = nil
    return page
  }
}

extension String {
  /// Spaces as dashes (for anchors).
  fileprivate var replacingSpaces: String { String(map { $0 == " " ? "-" : $0 }) }
}
