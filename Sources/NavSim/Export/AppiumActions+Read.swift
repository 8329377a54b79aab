import NavSimCore
import NavSimReporting

/// Why a W3C Actions document could not be read back into touches.
public struct AppiumReadError: Error, CustomStringConvertible, Equatable, Sendable {
  /// What was wrong.
  public var reason: String

  /// The text a user reads.
  public var description: String { "cannot read the actions: \(reason)" }
}

extension AppiumActions {
  /// Reads a W3C Actions body back into the touches it performs, by the layout: a finger that
  /// goes down and lifts at one point is a tap on the control there, held as long as it was
  /// down; one that moves is a stroke of the kind that starts at its first point, whose
  /// progress is its travel over the extent and whose release velocity is its speed over the
  /// last frame. Ticks last as long as their longest action (W3C).
  ///
  /// - Parameters:
  ///   - text: the body, as ``text`` writes it or any JSON writer would.
  ///   - app: the app, for the links' names.
  ///   - layout: the layout the actions were aimed with.
  ///   - physics: the configuration's touch physics (the extents and the frame).
  /// - Returns: the touches, in the order their fingers go down (finger order at one instant).
  /// - Throws: ``AppiumReadError`` for a body that is not one or hits no control.
  public static func touches(
    from text: String, app: App, layout: ExportLayout, physics: TouchPhysics
  ) throws(AppiumReadError) -> [Touch] {
    let document: JSONValue
    do {
      document = try JSONValue.parse(text)
    } catch {
      throw AppiumReadError(reason: error.description)
    }
    guard let sources = document["actions"]?.arrayValue else {
      throw AppiumReadError(reason: "no \"actions\" array")
    }
    var lists: [(finger: Int, items: [JSONValue])] = []
    for source in sources {
      guard let id = source["id"]?.stringValue, id.hasPrefix("finger"),
        let finger = Int(id.dropFirst(6).prefix { $0 != "-" }),
        let items = source["actions"]?.arrayValue
      else { throw AppiumReadError(reason: "a source without an id fingerN-P or actions") }
      lists.append((finger, items))
    }
    let ticks = lists.map(\.items.count).max() ?? 0
    var starts: [Int64] = []
    var now: Int64 = 0
    for tick in 0..<ticks {
      starts.append(now)
      let longest =
        lists.compactMap { $0.items.indices.contains(tick) ? $0.items[tick] : nil }
        .map { $0["duration"]?.intValue ?? 0 }.max() ?? 0
      now += longest * 1000
    }
    var touches: [Touch] = []
    for (finger, items) in lists {
      var position = ExportPoint(x: 0, y: 0)
      var down: (time: Int64, knots: [DevicePlan.Knot])?
      for (tick, item) in items.enumerated() {
        let start = starts[tick]
        switch item["type"]?.stringValue {
        case "pause": continue
        case "pointerMove":
          guard let x = item["x"].flatMap(Self.double), let y = item["y"].flatMap(Self.double)
          else { throw AppiumReadError(reason: "a pointerMove without x and y") }
          // A finger down that waited since its last knot (a pause, or a tick another finger
          // made longer) rested there until this move began: that is a knot of its path too
          // (the knee of a stroke that holds still before its last frame).
          if let d = down, let last = d.knots.last, start - d.time > last.time {
            down?.knots.append(.init(time: start - d.time, point: position))
          }
          position = ExportPoint(x: x, y: y)
          let end = start + (item["duration"]?.intValue ?? 0) * 1000
          if let d = down { down?.knots.append(.init(time: end - d.time, point: position)) }
        case "pointerDown":
          down = (start, [.init(time: 0, point: position)])
        case "pointerUp":
          guard let d = down else { throw AppiumReadError(reason: "a pointerUp without a down") }
          touches.append(
            try touch(
              finger: finger, at: d.time,
              knots: d.knots + [.init(time: start - d.time, point: position)],
              app: app, layout: layout, physics: physics))
          down = nil
        default: throw AppiumReadError(reason: "an action of unknown type")
        }
      }
    }
    return touches.sorted { ($0.time, $0.finger) < ($1.time, $1.finger) }
  }

  static func double(_ value: JSONValue) -> Double? {
    switch value {
    case .int(let v): Double(v)
    case .uint(let v): Double(v)
    case .double(let v): v
    default: nil
    }
  }

  static func touch(
    finger: Int, at time: Int64, knots: [DevicePlan.Knot], app: App, layout: ExportLayout,
    physics: TouchPhysics
  ) throws(AppiumReadError) -> Touch {
    guard let first = knots.first, let last = knots.last else {
      throw AppiumReadError(reason: "an empty touch")
    }
    let duration = last.time
    if knots.allSatisfy({ $0.point == first.point }) {
      if let id = layout.control(at: first.point), let target = ExportControl.target(id, in: app) {
        return Touch(at: time, finger: finger, .tap(target, hold: duration))
      }
      // A stroke that travels less than a point never leaves its start.
      guard let kind = layout.stroke(startingAt: first.point) else {
        throw AppiumReadError(reason: "a tap at \(first.point) hits no control")
      }
      return Touch(
        at: time, finger: finger, .pan(kind, progress: 0, duration: duration, velocity: 0))
    }
    guard let kind = layout.stroke(startingAt: first.point) else {
      throw AppiumReadError(reason: "a stroke from \(first.point) starts no gesture")
    }
    func travel(_ p: ExportPoint) -> Double {
      kind.isHorizontal ? p.x - first.point.x : p.y - first.point.y
    }
    // The release velocity is the speed over the last frame: from the latest knot at least a
    // frame before the lift (the path's knee; knots after it split the last piece where other
    // fingers act), allowing the knee's millisecond of rounding.
    let from =
      knots.last { $0.time <= duration - physics.frame + 1_000 && $0.time < duration } ?? first
    let span = Double(duration - from.time) / 1_000_000
    let velocity = span > 0 ? (travel(last.point) - travel(from.point)) / span : 0
    return Touch(
      at: time, finger: finger,
      .pan(
        kind, progress: travel(last.point) / physics.extent(kind), duration: duration,
        velocity: velocity))
  }
}
