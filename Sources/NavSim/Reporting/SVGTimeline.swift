import NavSimCore
import NavSimScenario
import NavSimSearch

/// A run drawn as an SVG swimlane timeline, for the HTML report: one lane per actor — the
/// user's finger (taps as marks, gestures as bars while the finger is down), app inputs, the
/// navigation transition, the pop's dimming view, the sheet, the gesture mask, the window's
/// interaction lock (and the split view's primary column) — and a red line at the moment the
/// oracle judged the finding.
///
/// Built from the same ``TraceEntry`` list as the text ``Timeline``; each bar and mark has a
/// `<title>` with the time and what happened (shown as a tooltip, no script). Coordinates are
/// written with one decimal through ``NumberText``, so the text is the same on every platform.
package struct SVGTimeline: Sendable {
  /// The run's trace.
  package var entries: [TraceEntry]
  /// The finding to mark, if any.
  package var finding: Finding?
  /// Whether to draw the split view's lane.
  package var showSplit: Bool
  /// Which finger delivered each input (its delivery time and the input), from the run's
  /// touches: the inputs are then drawn on one lane per finger. Empty: one lane for the user.
  var fingerOfStep: [(time: Int64, input: Input, finger: Int)] = []

  /// Creates a timeline of `entries`, marking `finding`; with the run's `touches` and their
  /// `physics`, each finger gets its own lane.
  package init(
    _ entries: [TraceEntry], finding: Finding? = nil, showSplit: Bool = false,
    touches: [Touch] = [], physics: TouchPhysics? = nil
  ) {
    self.entries = entries
    self.finding = finding
    self.showSplit = showSplit || entries.contains { $0.actor == .split }
    if let physics {
      for touch in touches where touch.isTouch {
        physics.forEachStep(touch) { time, input in
          fingerOfStep.append((time, input, touch.finger))
        }
      }
    }
  }

  /// The finger that delivered `input` at `time` (1 when unknown, or for a rotation).
  func finger(at time: Int64, _ input: Input) -> Int {
    fingerOfStep.first { $0.time == time && $0.input == input }?.finger ?? 1
  }

  static let width = 980.0
  static let labelWidth = 150.0
  static let right = 24.0
  static let laneHeight = 30.0
  static let top = 34.0

  /// A bar on a lane: from, to (µs), its class, its label and tooltip.
  struct Bar {
    var from: Int64
    var to: Int64
    var style: String
    var label: String
    var tip: String
  }

  /// A lane: its name, a one-line explanation and what is drawn on it.
  struct Lane {
    var name: String
    var help: String
    var bars: [Bar] = []
    var marks: [(time: Int64, style: String, label: String, tip: String)] = []
  }

  /// The end of the drawn time range, µs: a little after the finding or the last entry.
  var end: Int64 {
    let last = max(entries.last?.time.microseconds ?? 0, finding?.time.microseconds ?? 0)
    let padded = last + max(last / 4, 50_000)
    let step = Self.tickStep(padded)
    return (padded + step - 1) / step * step
  }

  /// A round tick spacing giving 5 to 12 ticks.
  static func tickStep(_ range: Int64) -> Int64 {
    for step: Int64 in [
      10_000, 20_000, 50_000, 100_000, 200_000, 250_000, 500_000, 1_000_000,
      2_000_000, 5_000_000, 10_000_000, 30_000_000, 60_000_000,
    ]
    where range / step <= 12 {
      return step
    }
    return 600_000_000
  }

  static func name(_ target: TapTarget) -> String {
    switch target {
    case .link: "link"
    case .back: "back"
    case .customBack: "custom-back"
    case .showSheet: "show-sheet"
    case .closeSheet: "close-sheet"
    case .sidebarToggle: "sidebar"
    case .present(let key): key.kind.keyword
    case .ok: "ok"
    case .cancel: "cancel"
    case .tab: "tab"
    }
  }

  static func name(_ action: AppAction) -> String { action.keyword }

  static func n(_ value: Double) -> String { NumberText.decimal(value, places: 1) }

  /// The SVG element (no XML prolog), `id` naming it for links.
  package func render(id: String) -> String {
    let lanes = self.lanes()
    let scale = Scale(end: max(self.end, 1))
    let height = Self.top + Double(lanes.count) * Self.laneHeight + 34
    var out = "<svg class=\"timeline\" id=\"\(id)\" "
    out += "viewBox=\"0 0 \(Self.n(Self.width)) \(Self.n(height))\" role=\"img\" "
    out += "aria-label=\"timeline of the run\">\n"
    let bottom = Self.top + Double(lanes.count) * Self.laneHeight
    out += Self.axis(scale, bottom: bottom)
    for (i, lane) in lanes.enumerated() {
      let y = Self.top + Double(i) * Self.laneHeight
      out += "<g class=\"lane\">"
      out +=
        "<rect class=\"band\(i % 2 == 0 ? "" : " odd")\" x=\"0\" y=\"\(Self.n(y))\" width=\"\(Self.n(Self.width))\" height=\"\(Self.n(Self.laneHeight))\"/>"
      out +=
        "<text class=\"lane-name\" x=\"8\" y=\"\(Self.n(y + 19))\">\(HTMLReport.escape(lane.name))<title>\(HTMLReport.escape(lane.help))</title></text>\n"
      out += Self.bars(lane.bars, y: y, scale)
      out += Self.marks(lane.marks, y: y, scale)
      out += "</g>\n"
    }
    if let finding { out += Self.moment(finding, scale, bottom: bottom) }
    out += "</svg>"
    return out
  }

  /// Where a time is drawn: the x of `t` µs, clamped to the range drawn (0 to `end`).
  struct Scale {
    var end: Int64

    func x(_ t: Int64) -> Double {
      let plot = SVGTimeline.width - SVGTimeline.labelWidth - SVGTimeline.right
      return SVGTimeline.labelWidth + plot * Double(min(max(t, 0), end)) / Double(end)
    }
  }

  /// The grid lines and their times, down to `bottom`.
  static func axis(_ scale: Scale, bottom: Double) -> String {
    var out = ""
    let step = Self.tickStep(scale.end)
    var tick: Int64 = 0
    while tick <= scale.end {
      let tx = Self.n(scale.x(tick))
      out +=
        "<line class=\"grid\" x1=\"\(tx)\" y1=\"\(Self.n(Self.top - 6))\" x2=\"\(tx)\" y2=\"\(Self.n(bottom))\"/>"
      out +=
        "<text class=\"tick\" x=\"\(tx)\" y=\"\(Self.n(bottom + 16))\">\(VirtualDuration(microseconds: tick))</text>\n"
      tick += step
    }
    return out
  }

  /// A lane's bars at height `y`, in time order, each labelled inside, or beside it when the
  /// lane is free up to the label's end.
  static func bars(_ unsorted: [Bar], y: Double, _ scale: Scale) -> String {
    var out = ""
    let bars = unsorted.sorted { $0.from < $1.from }
    for (b, bar) in bars.enumerated() {
      let x0 = scale.x(bar.from)
      let w = max(2, scale.x(bar.to) - x0)
      let labelWidth = Double(bar.label.count) * 6.2 + 8
      out +=
        "<g class=\"bar \(bar.style)\"><rect x=\"\(Self.n(x0))\" y=\"\(Self.n(y + 6))\" width=\"\(Self.n(w))\" height=\"\(Self.n(Self.laneHeight - 12))\" rx=\"3\"/>"
      if w > labelWidth {
        out +=
          "<text x=\"\(Self.n(x0 + 4))\" y=\"\(Self.n(y + 19))\">\(HTMLReport.escape(bar.label))</text>"
      } else {
        // Beside the bar, when the lane is free up to the label's end.
        let room = b + 1 < bars.count ? scale.x(bars[b + 1].from) : Self.width
        if x0 + w + labelWidth < room {
          out +=
            "<text class=\"outside\" x=\"\(Self.n(x0 + w + 3))\" y=\"\(Self.n(y + 19))\">\(HTMLReport.escape(bar.label))</text>"
        }
      }
      out += "<title>\(HTMLReport.escape(bar.tip))</title></g>\n"
    }
    return out
  }

  /// A lane's marks at height `y`: a rule's id, an app input's diamond, a touch's circle, each
  /// with its label.
  static func marks(
    _ all: [(time: Int64, style: String, label: String, tip: String)], y: Double, _ scale: Scale
  ) -> String {
    var out = ""
    // Rule ids that would overlap share one label (`R3 R7`).
    var marks: [(time: Int64, style: String, label: String, tip: String)] = []
    for mark in all {
      if mark.style == "rule",
        let k = marks.lastIndex(where: { $0.style == "rule" }),
        scale.x(mark.time) - scale.x(marks[k].time) < Double(marks[k].label.count) * 6 + 4
      {
        marks[k].label += " " + mark.label
        marks[k].tip += "; " + mark.tip
      } else {
        marks.append(mark)
      }
    }
    for (k, mark) in marks.enumerated() {
      let mx = scale.x(mark.time)
      let cy = y + Self.laneHeight / 2
      out += "<g class=\"mark \(mark.style)\">"
      switch mark.style {
      case "rule":
        out +=
          "<text class=\"rule-id\" x=\"\(Self.n(mx + 2))\" y=\"\(Self.n(y + 9))\">\(HTMLReport.escape(mark.label))</text>"
      case "app":
        out += "<path d=\"M\(Self.n(mx)) \(Self.n(cy - 7))l7 7l-7 7l-7 -7z\"/>"
        out +=
          "<text x=\"\(Self.n(mx + 9))\" y=\"\(Self.n(cy + 4))\">\(HTMLReport.escape(mark.label))</text>"
      default:
        out += "<circle cx=\"\(Self.n(mx))\" cy=\"\(Self.n(cy))\" r=\"6\"/>"
        // Beside the mark; when the next mark comes too close, alternately raised, so
        // close taps stay readable.
        let next =
          marks[(k + 1)...].first { $0.style != "rule" }.map { scale.x($0.time) } ?? Self.width
        let crowded = mx + 10 + Double(mark.label.count) * 6.2 > next
        let ly = crowded && k % 2 == 0 ? y + 8 : cy + 4
        out +=
          "<text x=\"\(Self.n(mx + 8))\" y=\"\(Self.n(ly))\">\(HTMLReport.escape(mark.label))</text>"
      }
      out += "<title>\(HTMLReport.escape(mark.tip))</title></g>\n"
    }
    return out
  }

  /// The red line at the moment the oracle judged `finding`, down to `bottom`, with its label.
  static func moment(_ finding: Finding, _ scale: Scale, bottom: Double) -> String {
    let fx = Self.n(scale.x(finding.time.microseconds))
    var out =
      "<g class=\"moment\"><line x1=\"\(fx)\" y1=\"\(Self.n(Self.top - 10))\" x2=\"\(fx)\" y2=\"\(Self.n(bottom))\"/>"
    let label = "\(finding.label) judged at \(finding.time)"
    let at = scale.x(finding.time.microseconds)
    let anchor = at > Self.width * 0.6 ? "end" : "start"
    let lx = anchor == "end" ? at - 4 : at + 4
    out +=
      "<text x=\"\(Self.n(lx))\" y=\"\(Self.n(Self.top - 14))\" text-anchor=\"\(anchor)\">\(HTMLReport.escape(label))</text>"
    out += "<title>\(HTMLReport.escape(finding.description))</title></g>\n"
    return out
  }
}
