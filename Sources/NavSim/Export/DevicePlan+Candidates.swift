import NavSimCore

extension DevicePlan {
  /// The scenario's copy in an export (next to `run.sh` and the result file, which names it
  /// relative to itself).
  public static let scenarioFile = "scenario.nav"

  /// One probe the exported UI test may make (the lockup check's `ProbeCandidate`): every
  /// control and stroke of the app, each tried only when what it needs is on screen, so the
  /// probes follow the state the device shows, not the one the model predicts.
  public struct Candidate: Hashable, Sendable {
    /// The probe's name in the model's reports (`back`, `link detail`, `pull-down`).
    public var name: String
    /// The controls one of which must be on screen (`back`, `link-detail`, `sheet`).
    public var needs: [String]
    /// A control of the window (a tab bar item), not of the visible stack.
    public var window: Bool
    /// The touch, outside a sheet's own stack.
    public var action: Action
    /// The touch when the visible stack is a sheet's own (a bar at the sheet's top).
    public var inSheet: Action
  }

  /// Every probe the app can be given on the device, in the model's menu order (docs/MODEL.md
  /// §8): back, custom back, the links, the presentation buttons, the presentations' own
  /// controls, the sidebar toggle, the strokes, then the tab bar's items.
  public var candidates: [Candidate] {
    let config = app.configuration
    let physics = TouchPhysics(config)
    let hold = config.profile.hold
    let chrome = layout.chrome
    var ids: [String] = chrome.filter { $0 == "back" || $0 == "custom-back" }
    ids += app.linkTargets.map { "link-\($0)" } + app.triggers
    ids += chrome.filter { ["close-sheet", "ok", "cancel", "sidebar-toggle"].contains($0) }
    var out: [Candidate] = []
    for id in ids {
      guard let target = ExportControl.target(id, in: config.app) else { continue }
      let motion = Touch.Motion.tap(target, hold: hold)
      out.append(
        Candidate(
          name: Self.probeName(id), needs: [id], window: false,
          action: Self.action(motion, app: config.app, layout: layout, physics: physics),
          inSheet: Self.action(
            motion, app: config.app, layout: layout, physics: physics, inSheet: true)))
    }
    // The gestures a device may have: those on a presentation first, then the screen's.
    let kinds =
      GestureKind.all.filter { $0.traits.onSheet }
      + GestureKind.all.filter {
        !$0.traits.onSheet
      }
    for kind in kinds where kind.descriptor.onDevice(config) {
      let motion = Probe.stroke(kind)
      let action = Self.action(motion, app: config.app, layout: layout, physics: physics)
      out.append(
        Candidate(
          name: kind.targetName,
          needs: kind.traits.pops ? ["back", "custom-back"] : ["sheet"], window: false,
          action: action, inSheet: action))
    }
    for tab in layout.tabItems {
      guard let target = ExportControl.target(tab, in: config.app) else { continue }
      let action = Self.action(
        .tap(target, hold: hold), app: config.app, layout: layout, physics: physics)
      out.append(
        Candidate(
          name: Self.probeName(tab), needs: [tab], window: true, action: action, inSheet: action))
    }
    return out.filter { $0.action.isFingerTouch }
  }

  /// The model's name of the probe on control `identifier` (`link-detail` → `link detail`).
  static func probeName(_ identifier: String) -> String {
    for prefix in ExportControl.namedPrefixes where identifier.hasPrefix(prefix + "-") {
      return prefix + " " + identifier.dropFirst(prefix.count + 1)
    }
    return identifier
  }
}

extension DevicePlan.Action {
  /// A tap or a stroke (what a finger makes).
  var isFingerTouch: Bool {
    switch self {
    case .tap, .stroke: true
    case .unsupported, .nothing: false
    }
  }
}
