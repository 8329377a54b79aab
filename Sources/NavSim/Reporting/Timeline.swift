import NavSimCore
import NavSimScenario
import NavSimSearch

/// Renders a run's trace as a text timeline: one lane per actor (input, navigation, sheet, mask,
/// window lock), a dot in the lane of the actor that changed, and what happened, in at most 100
/// columns.
///
/// ```
///       time  in nav sht msk lck  what
///        0ms  ●   │   │   │   │   tap show-sheet: acted
///   16.666ms  │   │   ●   │   │   presenting from detail (R4 [E])
/// ```
public struct Timeline: Sendable {
  /// The lanes, left to right: one per actor, from the lane table of the timelines.
  public static let lanes: [(actor: Actor, header: String)] = TimelineLane.columns

  /// The widest line the timeline writes.
  public static let width = 100

  let entries: [TraceEntry]
  /// The columns drawn: the lanes that show only when used (the split view's) when they are.
  let columns: [(actor: Actor, header: String)]

  /// Creates a timeline of `entries`; the split-view lane shows only when `showSplit` is set or
  /// an entry uses it.
  public init(_ entries: [TraceEntry], showSplit: Bool = false) {
    self.entries = Self.collapsingGestureMoves(entries)
    columns = TimelineLane.all.compactMap { lane in
      guard let header = lane.column, lane.isShown(asked: showSplit, in: entries) else {
        return nil
      }
      return (lane.actor, header)
    }
  }

  /// The timeline's text, one line per state change (gesture moves collapsed), ending in a
  /// newline.
  public func render() -> String {
    let timeWidth = max(6, entries.map { $0.time.description.count }.max() ?? 0)
    var out = "time".leftPadded(to: timeWidth) + "  "
    out += columns.map { $0.header.padded(to: 4) }.joined()
    out += " what\n"
    let prefix = timeWidth + 2 + columns.count * 4 + 1
    for entry in entries {
      var line = entry.time.description.leftPadded(to: timeWidth) + "  "
      for lane in columns {
        line += lane.actor == entry.actor ? "●   " : "│   "
      }
      line += " "
      var what = entry.message
      if let rule = entry.rule { what += " (\(rule))" }
      let continuation =
        String(repeating: " ", count: timeWidth + 2)
        + String(repeating: "│   ", count: columns.count)
        + "   "
      let lines = TextWrap.wrap(what, width: Self.width - prefix)
      out += line + (lines.first ?? "") + "\n"
      for more in lines.dropFirst() { out += continuation + more + "\n" }
    }
    return out
  }

  /// Consecutive gesture moves become one line (`swipe-back move ×6 → 0.7`).
  static func collapsingGestureMoves(_ entries: [TraceEntry]) -> [TraceEntry] {
    var out: [TraceEntry] = []
    var run = 0
    var runGesture: GestureKind? = nil
    for entry in entries {
      guard let (gesture, progress) = move(entry) else {
        out.append(entry)
        run = 0
        runGesture = nil
        continue
      }
      let name = gesture.keyword
      let value = NumberText.decimal(progress, places: 3)
      var line = entry
      if run > 0, runGesture == gesture, let first = out.last {
        run += 1
        line.time = first.time
        line.message = "\(name) move ×\(run) → \(value)"
        out[out.count - 1] = line
      } else {
        run = 1
        runGesture = gesture
        line.message = "\(name) move → \(value)"
        out.append(line)
      }
    }
    return out
  }

  /// The gesture and progress of a move input's entry.
  static func move(_ entry: TraceEntry) -> (GestureKind, Double)? {
    guard let (kind, phase) = entry.input?.gestureStep, case .move(let p) = phase else {
      return nil
    }
    return (kind, p)
  }
}
