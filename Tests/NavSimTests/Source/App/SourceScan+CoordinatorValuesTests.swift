import Testing

@testable import NavSimSource

/// The cases a flow's code is given (`CoordinatorReader+ValueFlow`): a function that switches
/// on its parameter runs, for each call, the `case` of the value that call gives, followed
/// through calls on a flow held in a value, the state machine's events and their patterns, and
/// the `switch` on a parameter that passes it on.
@Suite struct SourceScanCoordinatorValuesTests {
  /// A coordinator stack with the three navigation methods these fixtures call.
  static let stack = """
    import SwiftUI

    final class Stack {
      func push(_ c: AnyObject) {}
      func setRootCoordinator(_ c: AnyObject?) {}
      func setSheetCoordinator(_ c: AnyObject?) {}
    }

    """

  /// Screen coordinators: each `name` shows `view`, with actions a flow subscribes to when
  /// `acts`.
  static func coordinators(_ shown: [(name: String, view: String, acts: Bool)]) -> String {
    shown.map { c in
      "final class \(c.name) {\n" + (c.acts ? "  let actions = Subject()\n" : "")
        + "  func toPresentable() -> AnyView { AnyView(\(c.view)()) }\n}\n"
    }.joined()
  }

  /// A shelf flow shows a shelf (`handle(.shelf)`) or presents a hand-over sheet
  /// (`handle(.handOver)`, a deep link's); a child flow is started through an event whose
  /// payload names the entry (`.startChild(id, entry: .shelf)`), and the details screen asks for
  /// the hand-over itself.
  static let shelves =
    stack
    + coordinators([
      ("ListCoordinator", "ListScreen", true), ("ShelfCoordinator", "ShelfScreen", true),
      ("DetailsCoordinator", "ShelfDetailsScreen", true),
      ("HandOverCoordinator", "HandOverScreen", false),
    ])
      + """

      enum ShelfRoute { case shelf(id: String), handOver(id: String) }
      enum ShelfEntry { case shelf, handOver }

      final class ShelfFlow {
        let stack: Stack
        var child: ShelfFlow?
        init(stack: Stack) { self.stack = stack }

        func handle(_ route: ShelfRoute) {
          switch route {
          case .shelf:
            stateMachine.tryEvent(.showShelf)
          case .handOver:
            stateMachine.tryEvent(.presentHandOver)
          }
        }

        private func configure() {
          switch (context.fromState, context.event, context.toState) {
          case (_, .showShelf, _): showShelf()
          case (_, .showDetails, _): showDetails()
          case (_, .presentHandOver, _): presentHandOver()
          case (_, .startChild(let id, let entry), _): startChild(id: id, entry: entry)
          default: break
          }
        }

        private func showShelf() {
          let shelf = ShelfCoordinator()
          shelf.actions.sink { [weak self] action in
            switch action {
            case .details: self?.stateMachine.tryEvent(.showDetails)
            case .open(let id): self?.stateMachine.tryEvent(.startChild(id, entry: .shelf))
            }
          }
          stack.push(shelf)
        }

        private func showDetails() {
          let details = DetailsCoordinator()
          details.actions.sink { [weak self] action in
            switch action {
            case .handOver: self?.stateMachine.tryEvent(.presentHandOver)
            }
          }
          stack.push(details)
        }

        private func presentHandOver() {
          stack.setSheetCoordinator(HandOverCoordinator())
        }

        private func startChild(id: String, entry: ShelfEntry) {
          let flow = ShelfFlow(stack: stack)
          child = flow
          switch entry {
          case .shelf: flow.handle(.shelf(id: id))
          case .handOver: flow.handle(.handOver(id: id))
          }
        }
      }

      final class AppFlow {
        let stack = Stack()
        func start() {
          let list = ListCoordinator()
          list.actions.sink { [weak self] action in
            switch action {
            case .open(let id): self?.open(id)
            case .link(let route): self?.follow(route)
            }
          }
          stack.setRootCoordinator(list)
        }
        private func open(_ id: String) {
          let flow = ShelfFlow(stack: stack)
          flow.handle(.shelf(id: id))
        }
        private func follow(_ route: ShelfRoute) {
          let flow = ShelfFlow(stack: stack)
          flow.handle(route)
        }
      }

      struct ListScreen: View { var body: some View { Text("list") } }
      struct ShelfScreen: View { var body: some View { Text("shelf") } }
      struct ShelfDetailsScreen: View { var body: some View { Text("details") } }
      struct HandOverScreen: View { var body: some View { Text("hand over") } }

      """

  /// The screens each view is pushed or presented from in `text`'s coordinator graph.
  static func shownFrom(_ text: String) -> [String: [String]] {
    let index = SourceIndex(files: [SourceFile(path: "Shelves.swift", text: text)])
    let graph = CoordinatorGraph(index: index)
    var shown: [String: [String]] = [:]
    for screen in graph.items.keys.sorted() {
      for item in graph.items[screen] ?? [] {
        switch item {
        case .link(.type(let view, _), _, _), .presentation(_, _, _, .type(let view, _), _, _):
          if !(shown[view] ?? []).contains(screen) { shown[view, default: []].append(screen) }
        default: break
        }
      }
    }
    return shown
  }

  /// The hand-over sheet is presented from the details screen, which asks for it, and from the
  /// list, whose link hands the flow a route the scan cannot follow (so every case may run);
  /// not from the shelf, whose child flow is given `.shelf` through the event's payload and the
  /// `switch` on the entry.
  @Test func aSwitchOnAParameterRunsTheCaseEachCallGives() {
    let shown = Self.shownFrom(Self.shelves)
    #expect(shown["HandOverScreen"] == ["ListScreen", "ShelfDetailsScreen"])
    #expect(shown["ShelfScreen"] == ["ListScreen", "ShelfScreen"])
    #expect(shown["ShelfDetailsScreen"] == ["ShelfScreen"])
  }

  /// With the list's route a case written in the call, nothing presents the hand-over but the
  /// details screen; with the child's entry passed as `.handOver`, the shelf presents it too.
  @Test func theCaseWrittenInTheCallIsTheOneThatRuns() {
    let written = Self.shelves.replacingOccurrences(
      of: "flow.handle(route)", with: "flow.handle(.shelf(id: \"a\"))")
    #expect(Self.shownFrom(written)["HandOverScreen"] == ["ShelfDetailsScreen"])
    let handOver = written.replacingOccurrences(
      of: "tryEvent(.startChild(id, entry: .shelf))",
      with: "tryEvent(.startChild(id, entry: .handOver))")
    #expect(Self.shownFrom(handOver)["HandOverScreen"] == ["ShelfDetailsScreen", "ShelfScreen"])
  }

  /// A `case` runs for a value it names, a `default` for the values the other labels do not
  /// name, and each for a value not known.
  @Test func aCaseRunsForTheValuesItsLabelNames() {
    let room = CoordinatorReader.ValueCase(
      subject: "route", names: ["room", "child"], isDefault: false,
      siblings: ["room", "child", "share"])
    let other = CoordinatorReader.ValueCase(
      subject: "route", names: [], isDefault: true, siblings: ["room", "child", "share"])
    #expect(room.runs(for: "child") && !room.runs(for: "share") && room.runs(for: nil))
    #expect(!other.runs(for: "room") && other.runs(for: "settings") && other.runs(for: nil))
  }
}
