/// The performability check of a performable run with one touch moved in time, exact and
/// without checking the whole run again (docs/MODEL.md §10.5): what `navfuzz explain` asks of
/// every candidate start.
///
/// Moving a touch changes only its own finger's sequence, and the orientation the touch is
/// read in when it crosses a rotation. Along one finger's sequence the check is a chain: a
/// pan begins at the point of its region nearest to where its finger lifted last (§10.1), so
/// where it lifts, and so the travel of the touch after it, depends on every pan before it
/// back to the last tap. The check therefore walks the finger's new sequence from the first
/// place the move changes, and stops once it is past every change and its finger lifts where
/// it did in the unchanged run: from there on the check reads what it read in the unchanged
/// run, which passed. A moved rotation turns the screen for every later touch of every finger,
/// so it is checked whole.
package struct MovedTouchCheck: Sendable {
  let physics: TouchPhysics
  let touches: [Touch]
  /// The fingers the run uses (the check's limit).
  let fingers: Int
  /// Whether the unchanged run is performable (a moved touch is checked only then).
  package let performable: Bool
  /// Per finger (index = finger), its touches' indices in hand order (time, then index).
  let byFinger: [[Int]]
  /// Each touch's position in its finger's list (-1: not a touch).
  let position: [Int]
  /// Per touch: whether the screen is in landscape when it begins, and where its finger lifts.
  let landscape: [Bool]
  let lift: [TouchPoint]
  /// The rotations in hand order.
  let rotations: [(time: Int64, index: Int)]
  /// Whether the run has a deep link (``TouchPhysics/isDeepLink(_:)``): its timing ties the
  /// fingers' sequences together, so a moved touch is checked with the whole run.
  let hasDeepLinks: Bool

  /// The context of `touches`, checked against `fingers` fingers.
  package init(_ physics: TouchPhysics, touches: [Touch], fingers: Int) {
    self.physics = physics
    self.touches = touches
    self.fingers = fingers
    performable = physics.violations(touches, fingers: fingers).isEmpty
    var maxFinger = 0
    for touch in touches where touch.isTouch { maxFinger = max(maxFinger, touch.finger) }
    var lists = [[Int]](repeating: [], count: maxFinger + 1)
    var landscapes = [Bool](repeating: physics.startsLandscape, count: touches.count)
    var lifts = [TouchPoint](repeating: TouchPoint(x: 0, y: 0), count: touches.count)
    var turns: [(time: Int64, index: Int)] = []
    var last: [Int: TouchPoint] = [:]
    physics.forEachInHandOrder(touches) { i, landscape in
      let touch = touches[i]
      landscapes[i] = landscape
      if case .rotate = touch.motion { turns.append((touch.time, i)) }
      guard touch.isTouch, touch.finger >= 0 else { return }
      lists[touch.finger].append(i)
      let end =
        physics.move(from: last[touch.finger], to: touch, landscape: landscape)?.end
        ?? TouchPoint(x: 0, y: 0)
      lifts[i] = end
      last[touch.finger] = end
    }
    byFinger = lists
    var positions = [Int](repeating: -1, count: touches.count)
    for list in lists { for (k, i) in list.enumerated() { positions[i] = k } }
    position = positions
    landscape = landscapes
    lift = lifts
    rotations = turns
    hasDeepLinks = physics.hasDeepLink(touches)
  }

  /// Whether the run with touch `i` begun at `time` instead (the others unchanged) is
  /// performable: exactly what ``TouchPhysics/violations(_:fingers:)`` says of that run.
  package func allows(moving i: Int, to time: Int64) -> Bool {
    guard performable else { return false }
    let touch = touches[i]
    var moved = touch
    moved.time = time
    if hasDeepLinks || (touch.motion == .rotate && time != touch.time) {
      var all = touches
      all[i] = moved
      return physics.violations(all, fingers: fingers).isEmpty
    }
    guard touch.isTouch, touch.finger >= 0, touch.finger < byFinger.count, position[i] >= 0
    else { return true }
    // The finger's new sequence: the touch taken out and put back at (time, i).
    var sequence = byFinger[touch.finger]
    let old = position[i]
    sequence.remove(at: old)
    let new = Self.insertion(of: (time, i), among: sequence, touches)
    sequence.insert(i, at: new)
    let first = min(old, new)
    let changed = max(old, new)
    // Before `first` the sequence is the unchanged run's, and so is where the finger lifted.
    var previous: (end: Int64, point: TouchPoint)? = nil
    if first > 0 {
      let j = sequence[first - 1]
      previous = (touches[j].end, lift[j])
    }
    let turned = orientation(at: time, index: i)
    for k in first..<sequence.count {
      let j = sequence[k]
      let current = j == i ? moved : touches[j]
      let move = physics.move(
        from: previous?.point, to: current, landscape: j == i ? turned : landscape[j])
      if let previous, let move, current.time < previous.end &+ move.needed { return false }
      let end = move?.end ?? TouchPoint(x: 0, y: 0)
      if k > changed && end == lift[j] { return true }
      previous = (current.end, end)
    }
    return true
  }

  /// Where `key` (time, index) goes among `sequence` (touch indices in hand order).
  static func insertion(of key: (Int64, Int), among sequence: [Int], _ touches: [Touch]) -> Int {
    var low = 0
    var high = sequence.count
    while low < high {
      let mid = (low + high) / 2
      let j = sequence[mid]
      if (touches[j].time, j) < key { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// Whether the screen is in landscape for a touch at (time, index): the rotations before it
  /// in hand order turned it.
  func orientation(at time: Int64, index: Int) -> Bool {
    var low = 0
    var high = rotations.count
    while low < high {
      let mid = (low + high) / 2
      if (rotations[mid].time, rotations[mid].index) < (time, index) {
        low = mid + 1
      } else {
        high = mid
      }
    }
    return low % 2 == 1 ? !physics.startsLandscape : physics.startsLandscape
  }
}
