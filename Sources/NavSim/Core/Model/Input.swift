/// One step of a gesture (the left-edge swipe-back, or pulling a sheet down).
public enum GesturePhase: Hashable, Sendable {
  /// A finger lands where the recogniser sees it; nothing begins until it has moved `slop`
  /// (docs/MODEL.md §10.4). Routed now (MODEL.md §4).
  case down
  /// The recogniser begins (the finger has moved `slop`). Without a `down` before it, the
  /// finger lands and the recogniser begins at once (a model-level step).
  case begin
  /// The gesture's progress moves to a value in 0…1.
  case move(Double)
  /// The finger lifts with a velocity in points per second (positive completes).
  case end(velocity: Double)
  /// The system cancels the gesture.
  case cancel

  /// The step's word in a scenario line.
  package var word: String {
    switch self {
    case .down: "down"
    case .begin: "begin"
    case .move: "move"
    case .end: "end"
    case .cancel: "cancel"
    }
  }
}

/// What a tap lands on.
public enum TapTarget: Hashable, Sendable {
  /// The NavigationLink to a screen on the visible screen.
  case link(ScreenID)
  /// The system back button.
  case back
  /// The custom back button, which calls `dismiss()`.
  case customBack
  /// The visible screen's "Show Sheet" button.
  case showSheet
  /// The sheet's close button (sets the binding to false).
  case closeSheet
  /// The split view's button that shows or hides the primary column.
  case sidebarToggle
  /// The button on the visible screen that sets a presentation's binding (`tap sheet X`,
  /// `tap cover X`, `tap alert`, `tap dialog`).
  case present(PresentationKey)
  /// The alert's OK button.
  case ok
  /// The confirmation dialog's Cancel button.
  case cancel
  /// A tab bar item.
  case tab(UInt8)

  /// Whether it is one of the app's own buttons or links (which `exclusive-touch` marks), not
  /// a system control.
  var isAppControl: Bool {
    switch self {
    case .link, .showSheet, .closeSheet, .customBack, .present: true
    case .back, .sidebarToggle, .ok, .cancel, .tab: false
    }
  }

  /// The target's bit in the model's record of pressed controls.
  var pressBit: UInt16 {
    switch self {
    case .link: 1
    case .back: 2
    case .customBack: 4
    case .showSheet: 8
    case .closeSheet: 16
    case .sidebarToggle: 32
    case .present: 64
    case .ok: 128
    case .cancel: 256
    case .tab: 512
    }
  }
}

/// Something the app does by itself (a deep link, a timer, split-view API).
public enum AppAction: Hashable, Sendable {
  /// Appends a screen to the path.
  case push(ScreenID)
  /// Removes the last screen from the path.
  case pop
  /// Empties the path.
  case popToRoot
  /// Sets the top presentation's binding to false (`app dismiss`, `app dismiss-sheet`).
  case dismissSheet
  /// Sets the binding of the presentation that shows a screen (`app present X`).
  case present(ScreenID)
  /// Selects a tab (`app select X`).
  case select(UInt8)
  /// Shows the split view's primary column.
  case showPrimary
  /// Hides the split view's primary column.
  case hidePrimary
  /// Changes the path of tab `tab`'s own stack, selected or not (`app push X in TAB`, `app pop
  /// in TAB`, `app pop-to-root in TAB`): a router bound to that tab's `NavigationStack(path:)`
  /// (a notification handler opening the inbox while the user is in another tab).
  case inTab(UInt8, TabPathChange)
}

/// A change to one tab's path (``AppAction/inTab(_:_:)``).
public enum TabPathChange: Hashable, Sendable {
  /// Appends a screen.
  case push(ScreenID)
  /// Removes the last screen.
  case pop
  /// Empties the path.
  case popToRoot
}

/// One input to the model: a touch, a gesture step, a rotation or an app action.
public enum Input: Hashable, Sendable {
  /// A tap's touch-up (the control acts, docs/MODEL.md §10.3); after a ``press(_:)`` it acts only if
  /// that touch-down was accepted. Alone, the touch lands and lifts at once (model-level).
  case tap(TapTarget)
  /// A tap's touch-down on a control: routed now (MODEL.md §4), acts at its touch-up.
  case press(TapTarget)
  /// A step of a gesture: the left-edge swipe-back, pulling the sheet down, the content swipe
  /// (R24, profile `ios26`), the zoom dismiss (R26, profiles `ios18` and `ios26`).
  case gesture(GestureKind, GesturePhase)
  /// Turning the device.
  case rotate
  /// The app changing state by itself.
  case app(AppAction)

  /// Whether the input comes from the app rather than the user.
  public var isAppAction: Bool {
    if case .app = self { return true }
    return false
  }
}

/// An input at a point in virtual time.
public struct TimedInput: Hashable, Sendable {
  /// When the input is delivered.
  public var time: VirtualTime
  /// The input.
  public var input: Input

  /// Creates a timed input.
  public init(_ time: VirtualTime, _ input: Input) {
    self.time = time
    self.input = input
  }
}

extension Input {
  /// The gesture and phase of a gesture step, `nil` for any other input.
  package var gestureStep: (kind: GestureKind, phase: GesturePhase)? {
    switch self {
    case .gesture(let kind, let phase): (kind, phase)
    case .tap, .press, .rotate, .app: nil
    }
  }
}

extension TimedInput {
  /// Expands a whole gesture into its steps: begin at `start`, a move to the linearly
  /// interpolated progress at every frame boundary before `start + duration`, a last move to
  /// `progress`, and the release at `start + duration`.
  ///
  /// - Parameters:
  ///   - velocity: the release velocity in pt/s; by default the mean speed
  ///     (`progress × extent / duration`, `extent` being the screen's width for a swipe and its
  ///     height for a drag).
  /// - Returns: the steps in time order (at least begin, one move and the release).
  public static func stroke(
    _ kind: GestureKind, progress: Double, over duration: VirtualDuration,
    velocity: Double? = nil, start: VirtualTime, frames: FrameClock, extent: Double
  ) -> [TimedInput] {
    let d = max(0, duration.microseconds)
    var steps = [TimedInput(start, kind.input(.begin))]
    var k = frames.firstFrame(atOrAfter: start.microseconds + 1)
    while d > 0 {
      let t = frames.boundary(k)
      guard t < start.microseconds + d else { break }
      let fraction = Double(t - start.microseconds) / Double(d)
      steps.append(TimedInput(VirtualTime(microseconds: t), kind.input(.move(progress * fraction))))
      k += 1
    }
    let end = VirtualTime(microseconds: start.microseconds + d)
    steps.append(TimedInput(end, kind.input(.move(progress))))
    let mean = d > 0 ? progress * extent / (Double(d) / 1_000_000) : 0
    steps.append(TimedInput(end, kind.input(.end(velocity: velocity ?? mean))))
    return steps
  }
}
