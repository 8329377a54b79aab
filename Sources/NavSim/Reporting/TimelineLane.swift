import NavSimCore

/// A lane of a run's timelines: one row of the table that the text ``Timeline``, the
/// ``ChromeTrace`` and the ``SVGTimeline`` all read, so a new lane is one row of ``all``.
///
/// A row says whose trace entries belong on the lane (its ``actor``: the text timeline's dots,
/// the trace's instants, the SVG's rule marks), what each output calls it, and what it shows:
/// the inputs, or a state of the ``LaneSnapshot`` held from one change to the next. The text
/// timeline and the trace have one column or track per actor, at the actor's first row (the
/// one with a ``column``); the SVG draws every row, the finger row as one lane per finger.
package struct TimelineLane: Sendable {
  /// What a lane shows.
  package enum Content: Sendable {
    /// The user's taps and gestures: in the SVG, one lane per finger.
    case fingers
    /// The app's own inputs (deep links, timers), as marks; drawn only when there is one.
    case appInputs
    /// A state of the snapshot, `nil` while the lane is idle: bars in the SVG, slices in the
    /// trace (an actor's track shows the first of its rows' states that is not idle).
    case state(@Sendable (LaneSnapshot) -> LaneState?)
  }

  /// The actor whose entries go on the lane.
  package var actor: Actor
  /// The text timeline's column header, on the first row of each actor; `nil` on the others.
  package var column: String?
  /// The SVG lane's name.
  package var name: String
  /// The SVG lane's tooltip: what the lane shows, in a few words.
  package var help: String
  /// What the lane shows.
  package var content: Content
  /// Whether the text and SVG timelines draw the lane only when asked or when an entry is its
  /// actor's (the split view's); the trace always has the track.
  package var onlyWhenUsed = false

  /// The lanes, top to bottom (the text timeline's columns left to right).
  package static let all: [TimelineLane] = [
    TimelineLane(
      actor: .input, column: "in", name: "finger",
      help: "taps and gestures; a bar while the finger is down", content: .fingers),
    TimelineLane(
      actor: .input, name: "app inputs", help: "deep links, timers, programmatic navigation",
      content: .appInputs),
    TimelineLane(
      actor: .navigation, column: "nav", name: "navigation", help: "push / pop transitions",
      content: .state { LaneState.transition($0.transition) }),
    TimelineLane(
      actor: .navigation, name: "dimming view", help: "the pop's dimming view; it swallows touches",
      content: .state {
        $0.dimming
          ? LaneState(
            style: "dim", label: "dimming", slice: "dimming view", endStyle: "dim stuck",
            endLabel: "dimming, never removed") : nil
      }),
    TimelineLane(
      actor: .sheet, column: "sht", name: "sheet", help: "the modal sheet's presentation",
      content: .state { LaneState.presentation($0.presentation) }),
    TimelineLane(
      actor: .mask, column: "msk", name: "gesture mask",
      help: "the mitigation's overlay; it swallows touches",
      content: .state { $0.mask ? LaneState(style: "mask", label: "mask", slice: "overlay") : nil }),
    TimelineLane(
      actor: .windowLock, column: "lck", name: "window lock",
      help: "the window ignores all touches",
      content: .state {
        $0.windowLock > 0
          ? LaneState(style: "lock", label: "locked", slice: "locked ×\($0.windowLock)") : nil
      }),
    TimelineLane(
      actor: .split, column: "spl", name: "primary column", help: "the split view's sidebar",
      content: .state {
        $0.sidebar ? LaneState(style: "split", label: "shown", slice: "primary shown") : nil
      }, onlyWhenUsed: true),
  ]

  /// The lanes of a tree's containers, after the table's (which follow the stack the user sees
  /// and the top presentation): in a tab app one per tab's stack; with two presentation levels
  /// or one holding its own stack, one per level and one per level's own stack. None for an
  /// app of one stack and one plain sheet.
  package static func containers(in entries: [TraceEntry]) -> [TimelineLane] {
    var tabs = 0
    var levels = 0
    var stacks: UInt8 = 0
    for entry in entries {
      tabs = max(tabs, Int(entry.lanes.tabCount))
      levels = max(levels, Int(entry.lanes.levelCount))
      stacks |= entry.lanes.levelStacks
    }
    var out: [TimelineLane] = []
    if tabs > 1 {
      for i in 0..<tabs {
        out.append(
          TimelineLane(
            actor: .navigation, name: "tab \(i + 1)'s stack",
            help: "push / pop transitions of tab \(i + 1)'s navigation stack",
            content: .state { LaneState.transition($0.tabTransition(i)) }))
      }
    }
    if levels > 1 || stacks != 0 {
      for k in 1...max(1, levels) {
        out.append(
          TimelineLane(
            actor: .sheet, name: "level \(k)",
            help: "presentation level \(k): its sheet, cover, alert or dialog",
            content: .state { LaneState.presentation($0.levelPhase(k)) }))
        if stacks & (1 << UInt8(k - 1)) != 0 {
          out.append(
            TimelineLane(
              actor: .navigation, name: "level \(k)'s stack",
              help: "push / pop transitions of level \(k)'s own navigation stack",
              content: .state { LaneState.transition($0.levelTransition(k)) }))
        }
      }
    }
    return out
  }

  /// The text timeline's columns and the trace's tracks: one per actor, in table order.
  package static let columns: [(actor: Actor, header: String)] = all.compactMap { lane in
    lane.column.map { (lane.actor, $0) }
  }

  /// Whether the lane is drawn for a run with `entries`: always, or for an ``onlyWhenUsed``
  /// lane when `asked` or an entry is its actor's.
  package func isShown(asked: Bool, in entries: [TraceEntry]) -> Bool {
    !onlyWhenUsed || asked || entries.contains { $0.actor == actor }
  }

  /// The lane's state in `snapshot`, `nil` when idle or when the lane shows inputs.
  package func state(_ snapshot: LaneSnapshot) -> LaneState? {
    guard case .state(let state) = content else { return nil }
    return state(snapshot)
  }
}

/// A state a lane holds: how the SVG draws it and what the trace's slice calls it. Two states
/// are equal exactly when the snapshot's values are, so a change of either ends a bar.
package struct LaneState: Hashable, Sendable {
  /// The SVG bar's class.
  package var style: String
  /// The SVG bar's label.
  package var label: String
  /// The trace slice's name.
  package var slice: String
  /// The bar's class when the state still holds at the end of the run (`nil`: ``style``).
  package var endStyle: String? = nil
  /// The bar's label when the state still holds at the end of the run (`nil`: ``label``).
  package var endLabel: String? = nil

  /// A navigation transition; `nil` for none.
  static func transition(_ state: Transition) -> LaneState? {
    let (style, label): (String, String)
    switch state {
    case .none: return nil
    case .push: (style, label) = ("nav", "push")
    case .pop: (style, label) = ("nav", "pop")
    case .interactivePop: (style, label) = ("nav interactive", "interactive pop")
    case .settlingComplete: (style, label) = ("nav", "pop completing")
    case .settlingCancel: (style, label) = ("nav", "pop cancelling")
    case .orphaned: (style, label) = ("nav stuck", "orphaned pop: never ends")
    }
    return LaneState(style: style, label: label, slice: "\(state)")
  }

  /// The sheet's presentation; `nil` for none.
  static func presentation(_ state: Presentation) -> LaneState? {
    let (style, label): (String, String)
    switch state {
    case .none: return nil
    case .presenting: (style, label) = ("sheet moving", "presenting")
    case .presented: (style, label) = ("sheet", "on screen")
    case .dragging: (style, label) = ("sheet moving", "pulled down")
    case .returning: (style, label) = ("sheet moving", "returning")
    case .dismissing: (style, label) = ("sheet moving", "dismissing")
    case .dismissingInteractive: (style, label) = ("sheet moving", "dismissing (interactive)")
    case .finalizing: (style, label) = ("sheet finalizing", "off screen, not committed")
    }
    return LaneState(style: style, label: label, slice: "\(state)")
  }
}
