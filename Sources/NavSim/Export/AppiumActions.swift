import NavSimCore
import NavSimReporting

/// The W3C WebDriver Actions of a plan (`POST /session/{id}/actions`): one `pointer` source of
/// type `touch` per finger, on one tick grid, so that the fingers' touches keep their times
/// relative to each other (a tick lasts as long as its longest action, so every source gets
/// an action of the same duration in every tick).
///
/// Ticks come in three kinds, in time order: an interval between two instants (a `pause`, or a
/// `pointerMove` to where the finger is at the interval's end while it strokes); then, at an
/// instant where some finger goes down, a zero-length `pointerMove` to its point; then the
/// instant's `pointerDown`s and `pointerUp`s. W3C durations are whole milliseconds, so every
/// instant is rounded to the millisecond (half up) and each duration is the difference of two
/// rounded instants: every time the actions give is within half a millisecond of the model's.
///
/// ```swift
/// let body = AppiumActions(plan).json  // {"actions": [{"type": "pointer", "id": "finger1", …}]}
/// ```
public struct AppiumActions: Sendable {
  /// One W3C action item.
  public enum Item: Hashable, Sendable {
    /// `pause` for a duration, ms.
    case pause(Int64)
    /// `pointerMove` to a viewport point over a duration, ms.
    case move(Int64, ExportPoint)
    /// `pointerDown` (button 0).
    case down
    /// `pointerUp` (button 0).
    case up
  }

  /// The action items of each press (one touch source each), by finger, then by press
  /// (`press` counts a finger's presses from 1).
  public let sources: [(finger: Int, press: Int, items: [Item])]

  /// The actions of `steps` (those with a finger; app actions and rotations are left out).
  public init(steps: [DevicePlan.Step]) {
    sources = Self.build(steps)
  }

  /// The actions of `plan`'s touches.
  public init(_ plan: DevicePlan) { self.init(steps: plan.steps) }

  /// What each finger does: a down at a point, knots while it strokes, an up.
  struct Segment {
    var down: Int64
    var up: Int64
    var knots: [DevicePlan.Knot]  // absolute µs
  }

  static func segments(_ steps: [DevicePlan.Step]) -> [Int: [Segment]] {
    var out: [Int: [Segment]] = [:]
    for step in steps where step.finger > 0 {
      let knots: [DevicePlan.Knot]
      switch step.action {
      case .tap(_, let point, let hold):
        knots = [.init(time: step.time, point: point), .init(time: step.time + hold, point: point)]
      case .stroke(let stroke):
        knots = stroke.knots.map { .init(time: step.time + $0.time, point: $0.point) }
      case .unsupported, .nothing: continue
      }
      out[step.finger, default: []].append(
        Segment(down: step.time, up: knots.last?.time ?? step.time, knots: knots))
    }
    for key in out.keys { out[key]?.sort { $0.down < $1.down } }
    // One source per press (W3C allows any number of touch sources): a source that goes down
    // and up several times loses the pauses between its presses on WebDriverAgent
    // (appium/WebDriverAgent #936). Keyed finger × 1000 + the press's number on that finger.
    var presses: [Int: [Segment]] = [:]
    for (finger, segments) in out {
      for (k, segment) in segments.enumerated() { presses[finger * pressLimit + k + 1] = [segment] }
    }
    return presses
  }

  /// The keys of ``segments(_:)``: finger × this + the press's number (from 1).
  static let pressLimit = 1000

  /// The millisecond an instant rounds to (half up).
  static func ms(_ us: Int64) -> Int64 { (us + 500) / 1000 }

  static func build(_ steps: [DevicePlan.Step]) -> [(finger: Int, press: Int, items: [Item])] {
    let byFinger = segments(steps)
    let fingers = byFinger.keys.sorted()
    var instants = Set<Int64>([0])
    for segments in byFinger.values {
      for segment in segments {
        for knot in segment.knots { instants.insert(knot.time) }
      }
    }
    let times = instants.sorted()
    var items: [Int: [Item]] = [:]
    var previous: Int64 = 0
    for t in times {
      // The interval (previous, t).
      if t > previous {
        let d = ms(t) - ms(previous)
        for f in fingers {
          let segment = byFinger[f]?.first { $0.down <= previous && $0.up >= t }
          if let segment, let point = position(segment, at: t), moves(segment, in: previous, t) {
            items[f, default: []].append(.move(d, point))
          } else {
            items[f, default: []].append(.pause(d))
          }
        }
      }
      let downs = fingers.filter { f in byFinger[f]?.contains { $0.down == t } == true }
      let ups = fingers.filter { f in byFinger[f]?.contains { $0.up == t && $0.down < t } == true }
      if !downs.isEmpty {
        for f in fingers {
          if downs.contains(f), let segment = byFinger[f]?.first(where: { $0.down == t }),
            let point = segment.knots.first?.point
          {
            items[f, default: []].append(.move(0, point))
          } else {
            items[f, default: []].append(.pause(0))
          }
        }
      }
      if !downs.isEmpty || !ups.isEmpty {
        for f in fingers {
          // A finger lifts before it goes down again (refractory keeps them apart anyway).
          items[f, default: []].append(
            ups.contains(f) ? .up : downs.contains(f) ? .down : .pause(0))
        }
      }
      previous = t
    }
    return fingers.map { ($0 / pressLimit, $0 % pressLimit, items[$0] ?? []) }
  }

  /// Where the finger of `segment` is at `t` (linear between knots).
  static func position(_ segment: Segment, at t: Int64) -> ExportPoint? {
    guard let first = segment.knots.first else { return nil }
    if t <= first.time { return first.point }
    for (a, b) in zip(segment.knots, segment.knots.dropFirst()) where t <= b.time {
      let f = b.time == a.time ? 1 : Double(t - a.time) / Double(b.time - a.time)
      return ExportPoint(
        x: (a.point.x + (b.point.x - a.point.x) * f).rounded(),
        y: (a.point.y + (b.point.y - a.point.y) * f).rounded())
    }
    return segment.knots.last?.point
  }

  /// Whether the finger of `segment` changes place between `a` and `b`.
  static func moves(_ segment: Segment, in a: Int64, _ b: Int64) -> Bool {
    position(segment, at: a) != position(segment, at: b)
  }

  // MARK: - JSON

  /// The request body, one action per line.
  public var text: String {
    var out = "{\n  \"actions\": ["
    for (i, source) in sources.enumerated() {
      out += i == 0 ? "\n" : ",\n"
      out +=
        "    {\n      \"type\": \"pointer\",\n      \"id\": \"finger\(source.finger)-\(source.press)\",\n"
      out += "      \"parameters\": {\"pointerType\": \"touch\"},\n      \"actions\": ["
      for (j, item) in source.items.enumerated() {
        out += (j == 0 ? "\n" : ",\n") + "        " + Self.json(item).serialized(.compact)
      }
      out += "\n      ]\n    }"
    }
    out += "\n  ]\n}\n"
    return out
  }

  static func json(_ item: Item) -> JSONValue {
    switch item {
    case .pause(let d): ["type": "pause", "duration": .int(d)]
    case .move(let d, let p):
      [
        "type": "pointerMove", "duration": .int(d), "x": number(p.x), "y": number(p.y),
        "origin": "viewport",
      ]
    case .down: ["type": "pointerDown", "button": 0]
    case .up: ["type": "pointerUp", "button": 0]
    }
  }

  static func number(_ v: Double) -> JSONValue {
    v == v.rounded() && abs(v) < 1e15 ? .int(Int64(v)) : .double(v)
  }
}
