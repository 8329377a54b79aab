import NavSimCore
import NavSimScenario
import NavSimSearch

/// Writes a run as Chrome trace-event JSON, which Perfetto and chrome://tracing open: one track
/// per actor, instant events for inputs, slices for transitions, presentations, the mask and
/// the window lock.
public enum ChromeTrace {
  /// The trace-event document for several runs, one process each.
  package static func document(runs: [(name: String, entries: [TraceEntry])]) -> JSONValue {
    var events: [JSONValue] = []
    for (i, run) in runs.enumerated() {
      events += self.events(run.entries, name: run.name, pid: Int64(i + 1))
    }
    return .object([
      (key: "traceEvents", value: .array(events)), (key: "displayTimeUnit", value: .string("ms")),
    ])
  }

  /// The run as Chrome trace-event JSON text, for a file that Perfetto opens.
  ///
  /// - Parameters:
  ///   - entries: a run's trace (``RunResult/trace``, recorded with `recordingTrace: true`).
  ///   - name: the process name the viewer shows.
  public static func json(_ entries: [TraceEntry], name: String) -> String {
    document(entries, name: name).serialized()
  }

  /// The trace-event document for `entries` (times in µs, as the format wants).
  package static func document(_ entries: [TraceEntry], name: String) -> JSONValue {
    document(runs: [(name, entries)])
  }

  static func events(_ entries: [TraceEntry], name: String, pid: Int64) -> [JSONValue] {
    var events: [JSONValue] = [
      .object([
        ("name", .string("process_name")), ("ph", .string("M")), ("pid", .int(pid)),
        ("tid", .int(0)), ("args", .object([("name", .string(name))])),
      ])
    ]
    let tracks = TimelineLane.columns
    for (i, track) in tracks.enumerated() {
      events.append(
        .object([
          ("name", .string("thread_name")), ("ph", .string("M")), ("pid", .int(pid)),
          ("tid", .int(Int64(i + 1))), ("args", .object([("name", .string(track.actor.rawValue))])),
        ]))
    }
    func tid(_ actor: Actor) -> Int64 {
      Int64((tracks.firstIndex { $0.actor == actor } ?? 0) + 1)
    }
    for entry in entries {
      var args: [(String, JSONValue)] = [("message", .string(entry.message))]
      if let rule = entry.rule {
        args.append(("rule", .string(rule.id)))
        args.append(("tag", .string(rule.tag.rawValue)))
      }
      events.append(
        .object([
          (
            "name",
            .string(
              entry.actor == .input ? entry.message : (entry.rule?.id ?? entry.actor.rawValue))
          ),
          ("ph", .string("i")), ("s", .string("t")), ("pid", .int(pid)),
          ("tid", .int(tid(entry.actor))),
          ("ts", .int(entry.time.microseconds)), ("args", .object(args)),
        ]))
    }
    // Slices: a track's state held from one change to the next, the first of its actor's
    // lanes that is not idle.
    let lanes = tracks.map { track in
      (track.actor, TimelineLane.all.filter { $0.actor == track.actor })
    }
    let end = entries.last?.time.microseconds ?? 0
    for (actor, rows) in lanes {
      var open: (name: String, start: Int64)? = nil
      for entry in entries {
        let now = rows.lazy.compactMap { $0.state(entry.lanes)?.slice }.first
        if now == open?.name { continue }
        if let o = open {
          events.append(slice(o.name, pid, tid(actor), o.start, entry.time.microseconds))
        }
        open = now.map { ($0, entry.time.microseconds) }
      }
      if let o = open {
        events.append(slice(o.name + " (at end)", pid, tid(actor), o.start, max(end, o.start)))
      }
    }
    return events
  }

  static func slice(_ name: String, _ pid: Int64, _ tid: Int64, _ start: Int64, _ end: Int64)
    -> JSONValue
  {
    .object([
      ("name", .string(name)), ("ph", .string("X")), ("pid", .int(pid)), ("tid", .int(tid)),
      ("ts", .int(start)), ("dur", .int(max(1, end - start))),
    ])
  }
}
