/// One probe the UI test may make: a touch the model's oracles make (docs/MODEL.md §8), with
/// the controls that must be on screen for it to be tried.
public struct ProbeCandidate: Hashable, Sendable {
  /// A tap or a stroke, in window points.
  public enum Motion: Hashable, Sendable {
    /// A tap held `hold` seconds.
    case tap(x: Double, y: Double, hold: Double)
    /// A stroke from one point to another in `duration` seconds.
    case stroke(fromX: Double, fromY: Double, toX: Double, toY: Double, duration: Double)
  }

  /// The probe's name in the model's reports (`back`, `link detail`, `swipe-back`).
  public var name: String
  /// It is tried when one of these controls is on screen (``ObservedScreen/controls``).
  public var needs: [String]
  /// A control of the window itself (a tab bar item), judged for the window, not a stack.
  public var window: Bool
  /// Where the finger goes.
  public var motion: Motion
  /// Where it goes when the visible stack is a sheet's own (its bar is at the sheet's top).
  public var motionInSheet: Motion

  /// A probe.
  public init(
    name: String, needs: [String], window: Bool = false, motion: Motion, inSheet: Motion? = nil
  ) {
    self.name = name
    self.needs = needs
    self.window = window
    self.motion = motion
    self.motionInSheet = inSheet ?? motion
  }

  /// Where the finger goes on `screen`: a tap on a control inside the sheet on top goes where
  /// the tree shows it (``ObservedScreen/aim(_:x:y:)``).
  public func motion(on screen: ObservedScreen) -> Motion {
    let planned = screen.presented == "sheet" ? motionInSheet : motion
    guard case .tap(let x, let y, let hold) = planned, let control = needs.first else {
      return planned
    }
    let point = screen.aim(control, x: x, y: y)
    return .tap(x: point.x, y: point.y, hold: hold)
  }
}

/// What one probe did.
public struct ProbeOutcome: Hashable, Sendable {
  /// The probe's name.
  public var name: String
  /// The container it was judged for (`stack`, `tab home`, `sheet`, `window`).
  public var container: String
  /// Whether what is on screen changed.
  public var responded: Bool

  /// An outcome.
  public init(name: String, container: String, responded: Bool) {
    self.name = name
    self.container = container
    self.responded = responded
  }
}
