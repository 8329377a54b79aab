/// Writes a run as Chrome trace-event JSONValue, which Perfetto and chrome://tracing open: one track
/// per actor, instant events for inputs, slices for transitions, presentations, the mask and
/// the window lock.
public enum ChromeTrace {
  /// The trace-event document for `entries` (times in µs, as the format wants).
  package static func document(_ entries: [TraceEntry], name: String) -> JSONValue {
    var events: [JSONValue] = [
      .object([
        ("name", .string("process_name")), ("ph", .string("M")), ("pid", .int(1)),
        ("tid", .int(0)), ("args", .object([("name", .string(name))])),
      ])
    ]
    for (i, lane) in Timeline.lanes.enumerated() {
      events.append(
        .object([
          ("name", .string("thread_name")), ("ph", .string("M")), ("pid", .int(1)),
          ("tid", .int(Int64(i + 1))), ("args", .object([("name", .string(lane.actor.rawValue))])),
        ]))
    }
    func tid(_ actor: Actor) -> Int64 {
      Int64((Timeline.lanes.firstIndex { $0.actor == actor } ?? 0) + 1)
    }
    for entry in entries {
      var args: [(String, JSONValue)] = [("message", .string(entry.message))]
      if let rule = entry.rule {
        args.append(("rule", .string(rule.id)))
        args.append(("tag", .string(rule.tag.rawValue)))
      }
      events.append(
        .object([
          ("name", .string(entry.actor == .input ? entry.message : (entry.rule?.id ?? entry.actor.rawValue))),
          ("ph", .string("i")), ("s", .string("t")), ("pid", .int(1)), ("tid", .int(tid(entry.actor))),
          ("ts", .int(entry.time.microseconds)), ("args", .object(args)),
        ]))
    }
    // Slices: a lane's state held from one change to the next.
    let lanes: [(Actor, (LaneSnapshot) -> String?)] = [
      (.navigation, { s in s.transition == .none ? (s.dimming ? "dimming view" : nil) : "\(s.transition)" }),
      (.sheet, { s in s.presentation == .none ? nil : "\(s.presentation)" }),
      (.mask, { s in s.mask ? "overlay" : nil }),
      (.windowLock, { s in s.windowLock > 0 ? "locked ×\(s.windowLock)" : nil }),
      (.split, { s in s.sidebar ? "primary shown" : nil }),
    ]
    let end = entries.last?.time.microseconds ?? 0
    for (actor, label) in lanes {
      var open: (name: String, start: Int64)? = nil
      for entry in entries {
        let now = label(entry.lanes)
        if now == open?.name { continue }
        if let o = open { events.append(slice(o.name, tid(actor), o.start, entry.time.microseconds)) }
        open = now.map { ($0, entry.time.microseconds) }
      }
      if let o = open { events.append(slice(o.name + " (at end)", tid(actor), o.start, max(end, o.start))) }
    }
    return .object([("traceEvents", .array(events)), ("displayTimeUnit", .string("ms"))])
  }

  static func slice(_ name: String, _ tid: Int64, _ start: Int64, _ end: Int64) -> JSONValue {
    .object([
      ("name", .string(name)), ("ph", .string("X")), ("pid", .int(1)), ("tid", .int(tid)),
      ("ts", .int(start)), ("dur", .int(max(1, end - start))),
    ])
  }
}
