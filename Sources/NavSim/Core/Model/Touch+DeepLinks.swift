/// Deep links as a hand makes them (docs/MODEL.md §10.1): a link tapped in a notification
/// banner or in another app reaches the app's `.onOpenURL`, so two come at least `linkGap`
/// apart, and with one finger not while it touches the app nor before it travels to the
/// banner.
extension TouchPhysics {
  /// Whether `action` is one only a person's deep link makes (``App/deepLinks``).
  @inline(__always)
  package func isDeepLink(_ action: AppAction) -> Bool {
    !deepLinks.isEmpty && deepLinks.contains(action)
  }

  /// Whether `touches` hold a deep link.
  package func hasDeepLink(_ touches: [Touch]) -> Bool {
    !deepLinks.isEmpty
      && touches.contains {
        if case .app(let action) = $0.motion { return isDeepLink(action) }
        return false
      }
  }

  /// The notification banner a deep link is tapped on, the nearest place a link can come from
  /// [A]: across the top of the screen inside the safe area, 8 pt from its sides and from the
  /// top edge, 76 pt tall.
  package func banner(landscape: Bool) -> TouchRect {
    let m = geometry.metrics(landscape: landscape)
    return TouchRect(
      x: m.leftInset + 8, y: 8, width: max(1, m.width - m.leftInset - m.rightInset - 16),
      height: 76)
  }

  /// One finger's move to tap a deep link's banner from where it lifted (`nil`: it has not
  /// touched yet): Fitts's law to the banner's centre, never less than `refractory`.
  package func linkMove(from: TouchPoint?, landscape: Bool) -> Move {
    let rect = banner(landscape: landscape)
    return move(from: from, to: rect.center, end: rect.center, in: rect)
  }

  /// Why a deep link at `time` cannot be made (`nil`: it can): `previous` is the last deep
  /// link's time; `finger`, with one finger, its last touch (lift, label, touch-down, where it
  /// lifted) in orientation `landscape`.
  func deepLinkViolation(
    at time: Int64, after previous: Int64?,
    finger: (end: Int64, what: String, time: Int64, point: TouchPoint)?, landscape: Bool
  ) -> String? {
    if let previous, time < previous &+ profile.linkGap {
      return "a deep link @\(NumberText.milliseconds(previous)) and the next "
        + "\(NumberText.milliseconds(time &- previous)) later: a second link needs "
        + "\(NumberText.milliseconds(profile.linkGap)) (linkGap), a second banner or a "
        + "second trip out of the app"
    }
    guard let finger else { return nil }
    if time < finger.end {
      return "finger 1 is still down: \(finger.what) began @"
        + NumberText.milliseconds(finger.time) + " and lifts @"
        + NumberText.milliseconds(finger.end) + ", and one finger taps the deep link"
    }
    let move = linkMove(from: finger.point, landscape: landscape)
    if time < finger.end &+ move.needed {
      return "finger 1 needs \(NumberText.milliseconds(move.needed)) to travel from "
        + "\(finger.what) to the deep link's banner (\(Int(move.distance.rounded())) pt to a "
        + "\(Int(move.width.rounded())) pt target; refractory "
        + "\(NumberText.milliseconds(profile.refractory)) at least); it lifted @"
        + NumberText.milliseconds(finger.end) + " and the link comes "
        + NumberText.milliseconds(time &- finger.end) + " later"
    }
    return nil
  }
}

extension TouchPhysics {
  /// The finger limit a run of `touches` holds itself to (``fingerLimit(_:)``), one more when
  /// it has one finger and a deep link that finger could not tap (a second hand taps it).
  package func fingerLimit(_ touches: [Touch]) -> Int {
    let highest = Self.fingerLimit(touches)
    guard highest == 1, !deepLinks.isEmpty, !violations(touches, fingers: 1).isEmpty,
      violations(touches, fingers: 2).isEmpty
    else { return highest }
    return 2
  }
}
