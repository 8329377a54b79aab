extension TouchPhysics {
  /// A touch's delivery steps, made one at a time: the one definition of what a touch delivers
  /// and when (``forEachStep(_:_:)`` and the fuzzer's delivery both read it).
  ///
  /// A step's time, order and whether it is a move are known without making its input, so a
  /// delivery that passes over a move (docs/MODEL.md §10.4) never computes where the finger
  /// was.
  package struct StepCursor {
    /// Where the cursor is in its touch.
    enum Phase: UInt8 {
      /// The one input of a rotation or an app action.
      case only
      /// A tap's press, then its touch-up.
      case press, tap
      /// A pan's touch-down, its recogniser's begin, a move at each frame boundary before the
      /// touch-up, the last move and the release at the touch-up.
      case down, begin, frame, lastMove, end
      case done
    }

    let touch: Touch
    /// The delivery order of a touch among same-instant ones (its finger's, or -1 for an input
    /// that is not a touch).
    package let order: Int
    var phase: Phase
    /// The current step's time, µs.
    package internal(set) var time: Int64
    /// The current step's number: `index << 12` plus its place in the touch.
    package internal(set) var sequence: Int
    /// Which gesture the current step moves (1 + its ``GestureKind`` raw value), 0 when it is
    /// not a move.
    package internal(set) var moves: UInt8 = 0
    // A pan's path and times.
    var path = Path(travel: 0, duration: 0, knee: 0, kneeTravel: 0, velocity: 0)
    var extent = 1.0
    var up: Int64 = 0
    var beginTime: Int64 = 0
    var frameIndex: Int64 = 0
    let frames: FrameClock

    /// A cursor for `touch` whose first step ``TouchPhysics/steps(of:index:)`` sets.
    init(_ touch: Touch, order: Int, sequence: Int, frames: FrameClock) {
      self.touch = touch
      self.order = order
      self.sequence = sequence
      self.frames = frames
      phase = .only
      time = touch.time
    }

    /// Whether every step was made.
    package var isDone: Bool { phase == .done }

    /// The current step's input.
    @inline(__always) package var input: Input {
      switch touch.motion {
      case .rotate: return .rotate
      case .app(let action): return .app(action)
      case .tap(let target, _): return phase == .press ? .press(target) : .tap(target)
      case .pan(let kind, _, _, _):
        switch phase {
        case .down: return kind.input(.down)
        case .begin: return kind.input(.begin)
        case .frame: return kind.input(.move(path.position(time &- touch.time) / extent))
        case .lastMove: return kind.input(.move(path.travel / extent))
        case .end: return kind.input(.end(velocity: beginTime < 0 ? 0 : path.velocity))
        case .only, .press, .tap, .done: return kind.input(.end(velocity: 0))
        }
      }
    }

    /// Moves on to the next step.
    @inline(__always) package mutating func advance() {
      sequence &+= 1
      switch phase {
      case .only, .tap, .end, .done:
        phase = .done
      case .press:
        phase = .tap
        time = up
      case .down:
        if beginTime < 0 {
          // The finger never moves `slop`: the release alone follows.
          phase = .end
          time = up
        } else {
          phase = .begin
          time = beginTime
          frameIndex = frames.firstFrame(atOrAfter: beginTime)
        }
      case .begin, .frame:
        if phase == .frame { frameIndex &+= 1 }
        let b = frames.boundary(frameIndex)
        if b < up {
          phase = .frame
          time = b
        } else {
          phase = .lastMove
          time = up
        }
        moves = Self.moveCode(touch)
      case .lastMove:
        phase = .end
        time = up
        moves = 0
      }
    }

    /// The time of the step after a move (the current step, ``moves`` not 0), and which
    /// gesture it moves (0: it is the release).
    @inline(__always) package var afterMove: (time: Int64, moves: UInt8) {
      guard phase == .frame else { return (up, 0) }
      let b = frames.boundary(frameIndex &+ 1)
      return (b < up ? b : up, moves)
    }

    /// Passes over the frame moves whose next step, a move of the same gesture, comes before
    /// `limit`: what ``advance()`` step by step does while ``afterMove`` is before `limit`,
    /// in one jump.
    mutating func passMoves(before limit: Int64) {
      guard phase == .frame else { return }
      if up < limit {
        // Every frame move is passed over: the last move, at the touch-up, is next.
        let last = frames.firstFrame(atOrAfter: up)
        sequence &+= Int(last &- frameIndex)
        frameIndex = last
        phase = .lastMove
        time = up
        return
      }
      // The first frame whose next boundary is at or after `limit`.
      let k = max(frameIndex, frames.firstFrame(atOrAfter: limit) &- 1)
      sequence &+= Int(k &- frameIndex)
      frameIndex = k
      time = frames.boundary(k)
    }

    static func moveCode(_ touch: Touch) -> UInt8 {
      guard case .pan(let kind, _, _, _) = touch.motion else { return 0 }
      return kind.rawValue &+ 1
    }

    /// The current step's place in delivery order: by time, then order, then sequence.
    var key: (Int64, Int, Int) { (time, order, sequence) }
  }

  /// The steps of `touch`, the `index`th of its run (an ``StepCursor`` at its first step).
  package func steps(of touch: Touch, index: Int) -> StepCursor {
    let order =
      touch.isTouch ? (profile.reverseTouchOrder ? 1000 - touch.finger : touch.finger) : -1
    var cursor = StepCursor(touch, order: order, sequence: index << 12, frames: frames)
    switch touch.motion {
    case .rotate, .app: break
    case .tap(_, let hold):
      cursor.phase = .press
      cursor.time = delivery(touch.time)
      cursor.up = delivery(touch.time &+ max(0, hold))
    case .pan(let kind, let progress, let duration, let velocity):
      let path = path(kind, progress: progress, duration: duration, velocity: velocity)
      cursor.phase = .down
      cursor.path = path
      cursor.extent = extent(kind)
      cursor.time = delivery(touch.time)
      cursor.up = delivery(touch.time &+ path.duration)
      // The recogniser begins at the first frame after the finger moved `slop`.
      if let crossing = path.first(reaching: Double(profile.slop)) {
        cursor.beginTime = delivery(touch.time &+ crossing)
      } else {
        cursor.beginTime = -1
      }
    }
    return cursor
  }
}

/// The touches of a run whose steps are not all delivered: the fuzzer schedules each touch as
/// it makes it and delivers the steps due before the next, in delivery order (by time, then
/// order, then sequence), while the model runs.
package struct StepQueue {
  /// Each pending touch at its next step (in no order: the next step delivered is the first
  /// of their current ones).
  private var cursors: [TouchPhysics.StepCursor] = []

  /// Creates an empty queue.
  package init() { cursors.reserveCapacity(8) }

  /// Whether every scheduled step was delivered.
  package var isEmpty: Bool { cursors.isEmpty }

  /// Forgets every pending step.
  package mutating func removeAll() { cursors.removeAll(keepingCapacity: true) }

  /// Adds the steps of `touch`, the `index`th of its run.
  package mutating func schedule(_ touch: Touch, index: Int, _ physics: TouchPhysics) {
    cursors.append(physics.steps(of: touch, index: index))
  }

  /// Delivers the pending steps due strictly before `t` (steps at `t` wait: a touch made at `t`
  /// may come first among them) to `model`, each at its time.
  ///
  /// A move followed, in the same delivery, by another move of its gesture with no model event
  /// due up to it is passed over: a move only sets its pan's progress (R3, R6), so the second
  /// sets what the first would have and the model ends where the full delivery takes it (a replay of the touches delivers
  /// every step). A traced model gets every step.
  package mutating func deliver(before t: Int64, to model: inout NavigationModel) {
    let coalescing = model.trace == nil
    var count = cursors.count
    // In place: a cursor copied out of the array is a memcpy per step.
    cursors.withUnsafeMutableBufferPointer { cursors in
      while count > 0 {
        var i = 0
        for j in 1..<count where cursors[j].key < cursors[i].key { i = j }
        let time = cursors[i].time
        guard time < t else { break }
        let moves = cursors[i].moves
        if coalescing, moves != 0 {
          let nextEvent = model.nextEventTime?.microseconds ?? .max
          if count == 1 {
            // The touch alone: the moves up to the last one before `t` and the model's next
            // event are passed over at once.
            cursors[i].passMoves(before: min(t, nextEvent))
          }
          // The step after this one: the cursor's own next, unless another cursor's comes first.
          let (after, afterMoves) = cursors[i].afterMove
          var next = (after, cursors[i].order, cursors[i].sequence &+ 1)
          var nextMoves = afterMoves
          for j in 0..<count where j != i && cursors[j].key < next {
            next = cursors[j].key
            nextMoves = cursors[j].moves
          }
          if nextMoves == moves, next.0 < t, nextEvent > next.0 {
            cursors[i].advance()
            continue
          }
        }
        let input = cursors[i].input
        cursors[i].advance()
        if cursors[i].isDone {
          count -= 1
          cursors.swapAt(i, count)
        }
        model.advance(to: VirtualTime(microseconds: time))
        model.apply(input)
      }
    }
    while cursors.count > count { cursors.removeLast() }
  }
}
