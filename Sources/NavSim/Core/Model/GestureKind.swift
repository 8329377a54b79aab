/// Which gesture a stroke drives.
///
/// Each kind is one row of ``descriptor``, which every layer reads: the model (its step rule,
/// where it is offered, its finger), the touch geometry, the oracles' probes, the scenario
/// format, the fuzzer and the explorer, the export and the reports. A new gesture is a case and
/// its row here, and its rule in a `NavigationModel+Name.swift` file; a `switch` over the kinds
/// elsewhere has no `default`, so the compiler names any other place that must know it.
///
/// Its raw value is a small number per gesture (for the delivery steps, ``TouchPhysics/Step``,
/// and the fingers of ``GestureFingers``).
public enum GestureKind: UInt8, Hashable, Sendable, CaseIterable {
  /// The left-edge swipe-back (distance measured on the screen's width).
  case swipeBack
  /// Pulling the sheet down (distance measured on the screen's height).
  case dragSheet
  /// The content swipe of R24 (distance measured on the screen's width).
  case contentSwipe
  /// The zoom dismiss of R26 (distance measured on the screen's height).
  case zoomDismiss

  /// What the model reads of a gesture at every touch (its direction, where its recogniser
  /// takes touches, whether it pops): plain values, so a read costs a switch.
  @inline(__always)
  package var traits: GestureTraits {
    switch self {
    case .swipeBack: GestureTraits(direction: .right, place: .edgeStrip, pops: true)
    case .dragSheet: GestureTraits(direction: .down, place: .sheetGrabber(level: 1), pops: false)
    case .contentSwipe: GestureTraits(direction: .right, place: .content, pops: true)
    case .zoomDismiss: GestureTraits(direction: .down, place: .content, pops: true)
    }
  }

  /// The model's rule for one step of the gesture (docs/MODEL.md §5).
  @inline(__always)
  package func step(_ model: inout NavigationModel, _ phase: GesturePhase) -> Disposition {
    switch self {
    case .swipeBack: model.swipe(phase)
    case .dragSheet: model.dragSheet(phase)
    case .contentSwipe: model.contentSwipe(phase)
    case .zoomDismiss: model.zoomDismiss(phase)
    }
  }

  /// Whether the app offers the gesture to a finger now, given the stack a touch at the edge
  /// lands on and whether a presentation covers that stack: `nil` when it is not offered, else
  /// whether it is visible (``NavigationModel/touchables``).
  @inline(__always)
  package func offer(_ model: inout NavigationModel, _ edge: StackRef, _ covered: Bool) -> Bool? {
    switch self {
    case .swipeBack: !covered
    case .dragSheet: model.sheetPullOffered()
    case .contentSwipe: model.contentSwipeOffered(edge) ? !covered : nil
    case .zoomDismiss: model.zoomDismissOffered(edge) ? !covered : nil
    }
  }

  /// Whether the gesture's recogniser may grab a running transition on a stack (R31), so that
  /// a running pop's dimming view lets its touch through. (The model is passed `inout` here and
  /// to ``offer(_:_:_:)`` so that it is read in place, never copied.)
  @inline(__always)
  package func grabs(_ model: inout NavigationModel, _ stack: StackRef) -> Bool {
    switch self {
    case .swipeBack, .dragSheet: false
    case .contentSwipe: model.contentSwipeGrabs(stack)
    case .zoomDismiss: model.zoomGrabs(stack)
    }
  }

  /// The gesture's row of the table (its words, where it is offered on a device), built once.
  @inline(__always)
  package var descriptor: GestureDescriptor { Self.table[Int(rawValue)] }

  /// The rows of the table, one per kind in declaration order (a raw value is its index).
  package static let table: [GestureDescriptor] = allCases.map(\.row)

  /// The gesture's row, built.
  private var row: GestureDescriptor {
    switch self {
    case .swipeBack:
      GestureDescriptor(
        keyword: "swipe-back", targetName: "swipe-back", probeDuration: 200_000, strayWeight: 1,
        instruction: "swipe back from the left edge", deviceStart: StrokeStart(y: 0.5),
        explorable: { _ in true }, onDevice: { _ in true })
    case .dragSheet:
      GestureDescriptor(
        keyword: "drag-sheet", targetName: "pull-down", probeDuration: 300_000, strayWeight: 1,
        instruction: "pull the sheet down", deviceStart: StrokeStart(onSheet: true, dy: 24),
        explorable: { setup in
          setup.presentations.contains { $0.contains { $0.kind.isPullable && !$0.noPull } }
        },
        onDevice: { c in
          c.app.screens.contains { $0.presentations.contains(where: \.kind.hasContent) }
        })
    case .contentSwipe:
      GestureDescriptor(
        keyword: "content-swipe", targetName: "content-swipe", probeDuration: 200_000,
        strayWeight: 1,
        instruction: "swipe right across the screen", deviceStart: StrokeStart(dx: 60, y: 0.55),
        explorable: { setup in
          setup.profile.contentSwipe
            || (setup.profile.zoomDismissSideways && setup.zoomDismissible.contains(true))
        },
        onDevice: { c in c.profile.contentSwipe || c.profile.zoomDismissSideways })
    case .zoomDismiss:
      GestureDescriptor(
        keyword: "zoom-dismiss", targetName: "zoom-dismiss", probeDuration: 300_000, strayWeight: 1,
        instruction: "pull the zoomed screen down", deviceStart: StrokeStart(x: 0.5, y: 0.3),
        explorable: { setup in setup.zoomDismissible.contains(true) },
        onDevice: { c in c.app.screens.contains(where: \.zoom) })
    }
  }

  /// Every kind, stored once (`allCases` builds a new array on every read, and the hot path
  /// loops over the kinds).
  package static let all: [GestureKind] = allCases

  /// The gestures of the fuzzer's stray draw (the inputs that may land nowhere), each as many
  /// times as its ``GestureDescriptor/strayWeight``: the pans that pop, then the others (the
  /// order the draw has always had, so that a seed's runs stay as they were).
  package static let strayDraw: [GestureKind] =
    (all.filter { $0.traits.pops } + all.filter { !$0.traits.pops }).flatMap {
      Array(repeating: $0, count: $0.descriptor.strayWeight)
    }

  /// Turns a step of this gesture into an input.
  package func input(_ phase: GesturePhase) -> Input { .gesture(self, phase) }

  /// Whether the gesture's distance is measured on the screen's width (else its height).
  package var isHorizontal: Bool { traits.direction == .right }

  /// The gesture's name in scenario files (`swipe-back`, `content-swipe`).
  package var keyword: String { descriptor.keyword }

  /// The gesture whose ``keyword`` is `keyword`, or `nil`.
  package init?(keyword: some StringProtocol) {
    guard let kind = Self.all.first(where: { $0.keyword == keyword }) else { return nil }
    self = kind
  }

  /// The gesture's name as a finger's target, as the touch listings and the SVG timeline show
  /// it: the keyword, but `pull-down` for the sheet's drag.
  package var targetName: String { descriptor.targetName }
}

/// One row of the gesture table (``GestureKind/descriptor``): what each layer needs to know of
/// a gesture.
package struct GestureDescriptor: Sendable {
  /// The word in scenario files (`swipe-back`).
  package var keyword: String
  /// Its name as a finger's target in touch listings, probes and timelines (`pull-down`).
  package var targetName: String
  /// How long the canonical stroke takes, µs: the whole distance, leaving at 1000 pt/s (a
  /// probe's, and what the shrinker writes).
  package var probeDuration: Int64
  /// Its weight among the fuzzer's stray inputs (those that may land nowhere).
  package var strayWeight: Int
  /// What a person is told to do (`swipe back from the left edge`).
  package var instruction: String
  /// Where a device reproduction's finger goes down.
  package var deviceStart: StrokeStart
  /// Whether the app can offer it anywhere (the explorer tries it then).
  package var explorable: @Sendable (Setup) -> Bool
  /// Whether a device reproduction probes it (``Configuration``: what a real device may have).
  package var onDevice: @Sendable (Configuration) -> Bool
}

/// What the model reads of a gesture at every touch (``GestureKind/traits``): the part of its
/// row kept as plain values.
package struct GestureTraits: Sendable {
  /// Which way the finger moves: its progress is measured on the screen's width (right) or
  /// height (down), its velocity along that way.
  package var direction: StrokeDirection
  /// Where its recogniser takes touches (docs/MODEL.md §10.7).
  package var place: ControlPlace
  /// Whether it drives an interactive pop (its finger drives a stack), rather than a sheet's
  /// dismissal (its finger is on a presentation level): the oracles probe it on a pushed
  /// screen, the fuzzer draws it as a swipe-back, the device check needs the back button gone
  /// to try it.
  package var pops: Bool

  /// Whether its recogniser is on a presentation (the sheet's grabber) rather than on the
  /// screen: it is offered with the presentation's controls.
  package var onSheet: Bool {
    if case .sheetGrabber = place { return true }
    return false
  }
}

/// Which way a stroke's finger moves.
package enum StrokeDirection: Hashable, Sendable {
  /// Rightward: progress on the screen's width.
  case right
  /// Downward: progress on the screen's height.
  case down
}

/// Where a device reproduction's finger goes down for a stroke: a point of the area its
/// recogniser watches, as fractions of that area plus points (the export's layout computes the
/// area: the window right of a split view's primary column, or the sheet's top middle).
package struct StrokeStart: Hashable, Sendable {
  /// On the sheet (from its top middle) rather than on the window.
  package var onSheet = false
  /// The fraction of the area's width, from its leading edge.
  package var x = 0.0
  /// Points added to the x after rounding.
  package var dx = 0.0
  /// The fraction of the area's height, from its top.
  package var y = 0.0
  /// Points added to the y after rounding.
  package var dy = 0.0
}
