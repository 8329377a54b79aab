import NavSimCore
import NavSimScenario

/// Fingers in space: where each finger lifted, when it can begin the next action, and the
/// actions planned and replayed from a node.
extension Search {
  /// Where fingers 1 and 2 lifted last, the orientation, and when the last deep link came
  /// (docs/MODEL.md §10.1).
  typealias Hands = (
    one: TouchPhysics.FingerAt?, two: TouchPhysics.FingerAt?, landscape: Bool, link: Int64?
  )

  /// The hands after the actions leading to `node`, from the touches they made.
  func hands(after node: Int32) -> Hands {
    var chain: [Int32] = []
    var n = Int(node)
    while n > 0 {
      chain.append(Int32(n))
      n = Int(nodes[n].parent)
    }
    var hands: Hands = (nil, nil, configuration.orientation == .landscape, nil)
    for id in chain.reversed() {
      let record = nodes[Int(id)]
      hands = advanced(hands, by: Int(record.action), at: frames.boundary(Int64(record.frame)))
    }
    return hands
  }

  /// The hands after action `i` begun at `start`. A finger that lifted from a lone tap keeps
  /// the action's number (`index` is `i + 1`): where it lifted is then the tap's centre, and
  /// its moves come from ``tapMoves``.
  func advanced(_ hands: Hands, by i: Int, at start: Int64) -> Hands {
    var out = hands
    if isLink[i] {
      // Finger 1 taps the link's banner; its next touch travels from there.
      out.link = start
      out.one = TouchPhysics.FingerAt(
        index: 0, time: start, end: start, point: physics.banner(landscape: hands.landscape).center)
      return out
    }
    let lone = relativeTouches[i].count == 1
    for var touch in relativeTouches[i] {
      touch.time += start
      if case .rotate = touch.motion { out.landscape.toggle() }
      guard touch.isTouch, touch.finger == 1 || touch.finger == 2 else { continue }
      let previous = touch.finger == 1 ? out.one : out.two
      let end = physics.points(touch, from: previous?.point, landscape: out.landscape)?.end
      var tap = false
      if case .tap = touch.motion { tap = lone && touch.finger == 1 }
      let at = TouchPhysics.FingerAt(
        index: tap ? i + 1 : 0, time: touch.time, end: touch.end,
        point: end ?? TouchPoint(x: 0, y: 0))
      if touch.finger == 1 { out.one = at } else { out.two = at }
    }
    return out
  }

  /// The earliest start of action `i` that gives each of its fingers the time to move from
  /// where it lifted, and a deep link `linkGap` after the last and once finger 1 has travelled
  /// to its banner (`Int64.min` when nothing limits it).
  func readyStart(_ i: Int, _ hands: Hands) -> Int64 {
    var ready = Int64.min
    if isLink[i] {
      // Finger 1 taps it once it has travelled to the banner from where it lifted.
      if let link = hands.link { ready = link + linkGap }
      if let one = hands.one {
        let move = physics.linkMove(from: one.point, landscape: hands.landscape)
        ready = max(ready, one.end + move.needed)
      }
    }
    let count = menu.count
    for touch in relativeTouches[i] where touch.isTouch {
      guard let previous = touch.finger == 1 ? hands.one : hands.two else { continue }
      let needed: Int64
      if previous.index > 0 && touch.finger == 1 && touch.time == 0 {
        needed = tapMoves[(hands.landscape ? count * count : 0) + (previous.index - 1) * count + i]
      } else {
        needed =
          physics.move(from: previous.point, to: touch, landscape: hands.landscape)?.needed
          ?? refractory
      }
      ready = max(ready, previous.end + needed - touch.time)
    }
    return ready
  }

  /// The move from the centre of action `i`'s lone tap to the first touch of action `j`, for
  /// every pair, portrait then landscape (`tapMoves[o·M² + i·M + j]`), µs.
  static func tapMoves(
    _ physics: TouchPhysics, _ relativeTouches: [[Touch]], refractory: Int64
  ) -> [Int64] {
    let m = relativeTouches.count
    var out = Array(repeating: refractory, count: 2 * m * m)
    for (o, landscape) in [false, true].enumerated() {
      for i in 0..<m {
        guard relativeTouches[i].count == 1, let tap = relativeTouches[i].first,
          case .tap = tap.motion,
          let from = physics.points(tap, from: nil, landscape: landscape)?.end
        else { continue }
        for j in 0..<m {
          guard let first = relativeTouches[j].first(where: { $0.finger == 1 && $0.isTouch }),
            let move = physics.move(from: from, to: first, landscape: landscape)
          else { continue }
          out[o * m * m + i * m + j] = move.needed
        }
      }
    }
    return out
  }

  /// What the hands add to a state's key at time `now`: for each action a finger cannot begin
  /// yet, how many frames it must still wait; nothing once every action may begin. Two ways
  /// into one state whose fingers allow the same actions at the same frames are one state
  /// (where a later pan begins still follows the finger, docs/MODEL.md §10.6).
  mutating func handSalt(_ hands: Hands, at now: Int64) -> UInt64 {
    guard !isFree(hands, at: now) else { return 0 }
    readyBuffer.removeAll(keepingCapacity: true)
    for i in menu.indices { readyBuffer.append(readyStart(i, hands)) }
    return Self.salt(readyBuffer, at: now, frames)
  }

  /// Whether no finger's lift limits any touch at `now` any more.
  @inline(__always)
  func isFree(_ hands: Hands, at now: Int64) -> Bool {
    hands.one.map { now - $0.end >= longestMove } ?? true
      && hands.two.map { now - $0.end >= longestMove } ?? true
      && hands.link.map { now - $0 >= linkGap } ?? true
  }

  /// The salt of the actions' earliest starts `readies` at `now` (0 when none is in the future).
  static func salt(_ readies: [Int64], at now: Int64, _ frames: FrameClock) -> UInt64 {
    var h = FingerprintHasher()
    var any = false
    let frame = frames.firstFrame(atOrAfter: now)
    for (i, ready) in readies.enumerated() where ready > now {
      any = true
      h.mix(UInt64(i))
      h.mix(UInt64(bitPattern: frames.firstFrame(atOrAfter: ready) - frame))
    }
    return any ? h.finished : 0
  }

  /// `key` with the hands' salt (unchanged when the hands limit nothing).
  @inline(__always)
  static func withHands(_ key: UInt64, _ salt: UInt64) -> UInt64 {
    salt == 0 ? key : salted(key, salt)
  }

  /// The inputs of action `i` begun at frame `f`.
  func plan(_ i: Int, frame f: Int) -> [TimedInput] {
    menu[i].steps(
      at: VirtualTime(microseconds: frames.boundary(Int64(f))), bounds: bounds, physics: physics)
  }

  /// Applies action `i` begun at frame `f` to `model` (standing at the frame's boundary).
  /// - Returns: whether its first input acted (else the model is as waiting would leave it).
  @inline(__always)
  func perform(_ steps: [TimedInput], on model: inout NavigationModel) -> Bool {
    guard model.apply(steps[0].input) == .acted else { return false }
    for step in steps.dropFirst() {
      model.advance(to: step.time)
      model.apply(step.input)
    }
    return true
  }

  /// The model after the actions leading to `node`, at the boundary of frame `f`: the start
  /// replayed with each action at its frame (the search's steps are deterministic, so this is
  /// the state the frontier entry stands for). Siblings sit together in a bucket, so the model
  /// after their parent's action is kept for the next entry (``lastParent``).
  mutating func model(after node: Int32, at f: Int) -> NavigationModel {
    var model: NavigationModel
    if node > 0 {
      let record = nodes[Int(node)]
      if let last = lastParent, last.node == record.parent {
        model = last.model
      } else {
        model = replay(to: record.parent)
        lastParent = (record.parent, model)
      }
      let frame = Int(record.frame)
      model.advance(to: VirtualTime(microseconds: frames.boundary(Int64(frame))))
      _ = perform(plan(Int(record.action), frame: frame), on: &model)
    } else {
      model = initial
    }
    model.advance(to: VirtualTime(microseconds: frames.boundary(Int64(f))))
    return model
  }

  /// The model just after the action of `node` (the start for node 0), not advanced further.
  func replay(to node: Int32) -> NavigationModel {
    var chain: [Node] = []
    var n = Int(node)
    while n > 0 {
      chain.append(nodes[n])
      n = Int(nodes[n].parent)
    }
    var model = initial
    for record in chain.reversed() {
      let frame = Int(record.frame)
      model.advance(to: VirtualTime(microseconds: frames.boundary(Int64(frame))))
      _ = perform(plan(Int(record.action), frame: frame), on: &model)
    }
    return model
  }
}
