import NavSimCore
import NavSimScenario

extension SVGTimeline {
  /// The lanes with their bars and marks, in the order of the lane table (``TimelineLane/all``).
  func lanes() -> [Lane] {
    var builder = LaneBuilder(
      rows: TimelineLane.all.filter { $0.isShown(asked: showSplit, in: entries) }
        + TimelineLane.containers(in: entries),
      fingersKnown: !fingerOfStep.isEmpty)
    for entry in entries {
      let t = entry.time.microseconds
      let what = "\(entry.time): \(entry.message)" + (entry.rule.map { " (\($0))" } ?? "")
      if let input = entry.input {
        builder.add(input, at: t, what: what, acted: entry.message.hasSuffix(": acted"), in: self)
        continue
      }
      builder.add(entry, at: t, what: what)
    }
    return builder.finish(end: end)
  }

  /// The lanes as they are filled, entry by entry: a lane per row of the lane table, one per
  /// finger, and what each lane holds since when.
  struct LaneBuilder {
    /// The rows of the lane table drawn.
    let rows: [TimelineLane]
    /// A lane per row (the fingers' row's stays empty: ``fingers`` holds its lanes).
    var lanes: [Lane]
    /// One lane per finger, or one for the user when fingers are unknown.
    var fingers: [(finger: Int, lane: Lane)] = []
    /// Whether the fingers are known (else the one lane is the user's).
    let fingersKnown: Bool
    /// The fingers' row and the app inputs' row.
    let fingerRow: Int?
    let appRow: Int?
    /// Each gesture down: since when, its tooltip and its finger.
    var gestureStart: [GestureKind: (Int64, String, Int)] = [:]
    /// What each row's lane holds, since when, with the tooltip of its start.
    var held: [(state: LaneState?, since: Int64, tip: String)]
    /// The actor and rule of each rule mark drawn (each is drawn once).
    var labelled: [String] = []

    init(rows: [TimelineLane], fingersKnown: Bool) {
      self.rows = rows
      self.fingersKnown = fingersKnown
      lanes = rows.map { Lane(name: $0.name, help: $0.help) }
      fingerRow = rows.firstIndex { if case .fingers = $0.content { true } else { false } }
      appRow = rows.firstIndex { if case .appInputs = $0.content { true } else { false } }
      held = .init(repeating: (nil, 0, ""), count: rows.count)
    }

    /// Changes finger `f`'s lane, made when it has none.
    mutating func addToFinger(_ f: Int, _ change: (inout Lane) -> Void) {
      if let i = fingers.firstIndex(where: { $0.finger == f }) {
        change(&fingers[i].lane)
      } else {
        let name = fingerRow.map { rows[$0].name } ?? "finger"
        var lane = Lane(
          name: fingersKnown ? "\(name) \(f)" : "\(name) (user)",
          help: fingerRow.map { rows[$0].help } ?? "")
        change(&lane)
        fingers.append((f, lane))
      }
    }

    /// An input delivered at `t` (`what`: its tooltip): a tap or a rotation as a mark, a
    /// gesture as a bar from its touch-down to its end, an app input as a mark on its lane.
    mutating func add(
      _ input: Input, at t: Int64, what: String, acted: Bool, in timeline: SVGTimeline
    ) {
      switch input {
      case .tap(let target):
        addToFinger(timeline.finger(at: t, input)) {
          $0.marks.append((t, acted ? "tap" : "tap dropped", SVGTimeline.name(target), what))
        }
      case .press:
        break  // the tap's touch-down: the tap is drawn at its touch-up, where it acts
      case .gesture(let kind, let phase):
        switch phase {
        case .down: gestureStart[kind] = (t, what, timeline.finger(at: t, input))
        case .begin:
          if gestureStart[kind] == nil {
            gestureStart[kind] = (t, what, timeline.finger(at: t, input))
          }
        case .move: break
        case .end, .cancel:
          let (from, tip, f) = gestureStart.removeValue(forKey: kind) ?? (t, what, 1)
          addToFinger(f) {
            $0.bars.append(
              Bar(
                from: from, to: max(t, from), style: "gesture", label: kind.targetName,
                tip: tip + "; " + what))
          }
        }
      case .rotate:
        addToFinger(1) { $0.marks.append((t, "tap", "rotate", what)) }
      case .app(let action):
        if let appRow { lanes[appRow].marks.append((t, "app", SVGTimeline.name(action), what)) }
      }
    }

    /// An entry of the model at `t`: its rule's mark (once per actor and rule), and a bar for
    /// each lane whose state it ends.
    mutating func add(_ entry: TraceEntry, at t: Int64, what: String) {
      if let rule = entry.rule, !labelled.contains("\(entry.actor.rawValue)\(rule.id)") {
        labelled.append("\(entry.actor.rawValue)\(rule.id)")
        // An actor's rule marks go on its first lane (the input's on finger 1).
        if let i = rows.firstIndex(where: { $0.actor == entry.actor }) {
          let mark = (t, "rule", rule.id, what)
          if case .fingers = rows[i].content {
            addToFinger(1) { $0.marks.append(mark) }
          } else {
            lanes[i].marks.append(mark)
          }
        }
      }
      for (i, row) in rows.enumerated() {
        let now = row.state(entry.lanes)
        guard now != held[i].state else { continue }
        if let state = held[i].state {
          lanes[i].bars.append(
            Bar(
              from: held[i].since, to: t, style: state.style, label: state.label, tip: held[i].tip))
        }
        held[i] = (now, t, what)
      }
    }

    /// The lanes drawn, in the table's order, once what is still on at `end` is drawn to the
    /// right edge.
    mutating func finish(end: Int64) -> [Lane] {
      // Dictionary order is not stable: the gestures in their table's order.
      for kind in GestureKind.allCases {
        guard let (from, tip, f) = gestureStart[kind] else { continue }
        addToFinger(f) {
          $0.bars.append(
            Bar(from: from, to: end, style: "gesture", label: kind.targetName, tip: tip))
        }
      }
      for (i, held) in held.enumerated() {
        guard let state = held.state else { continue }
        lanes[i].bars.append(
          Bar(
            from: held.since, to: end, style: state.endStyle ?? state.style,
            label: state.endLabel ?? state.label, tip: held.tip))
      }
      if fingers.isEmpty { addToFinger(1) { _ in } }
      var drawn: [Lane] = []
      for (i, row) in rows.enumerated() {
        switch row.content {
        case .fingers: drawn += fingers.sorted { $0.finger < $1.finger }.map(\.lane)
        case .appInputs: if !lanes[i].marks.isEmpty { drawn.append(lanes[i]) }
        case .state: drawn.append(lanes[i])
        }
      }
      return drawn
    }
  }
}
