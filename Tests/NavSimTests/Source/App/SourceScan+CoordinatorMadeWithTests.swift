import Testing

@testable import NavSimSource

/// What a flow was made with (`CoordinatorReader+MadeWith`): a flow that keeps its entry in a
/// `let` and switches on it when started sets, as the root of the stack a screen presents, the
/// screen of the entry that screen's code made it with.
@Suite struct SourceScanCoordinatorMadeWithTests {
  /// Element X's start-chat flow, in small: the list composes (`entry: .pick`, a contact
  /// picker first), the details screen replies (`entry: .write(to:)`, the writer first); each
  /// presents the flow's stack as a sheet.
  static func compose(keeping: String = "let", reply: String = ".write(to: name)") -> String {
    SourceScanCoordinatorValuesTests.stack
      + SourceScanCoordinatorValuesTests.coordinators([
        ("ListCoordinator", "ListScreen", true), ("DetailsCoordinator", "DetailsScreen", true),
        ("PickerCoordinator", "PickerScreen", false), ("WriterCoordinator", "WriterScreen", false),
      ])
        + """

        enum ComposeEntry { case pick, write(to: String) }

        final class ComposeFlow {
          private \(keeping) entry: ComposeEntry
          private let stack: Stack
          init(entry: ComposeEntry, stack: Stack) {
            self.entry = entry
            self.stack = stack
          }
          func start() {
            switch entry {
            case .pick: stack.setRootCoordinator(PickerCoordinator())
            case .write: stack.setRootCoordinator(WriterCoordinator())
            }
          }
        }

        final class AppFlow {
          let stack = Stack()
          func start() {
            let list = ListCoordinator()
            list.actions.sink { [weak self] action in
              switch action {
              case .compose: self?.compose()
              case .details: self?.showDetails()
              }
            }
            stack.setRootCoordinator(list)
          }
          private func showDetails() {
            let details = DetailsCoordinator()
            details.actions.sink { [weak self] action in
              switch action {
              case .reply(let name): self?.reply(to: name)
              }
            }
            stack.push(details)
          }
          private func compose() {
            let sheet = Stack()
            let flow = ComposeFlow(entry: .pick, stack: sheet)
            flow.start()
            stack.setSheetCoordinator(sheet)
          }
          private func reply(to name: String) {
            let sheet = Stack()
            let flow = ComposeFlow(entry: \(reply), stack: sheet)
            flow.start()
            stack.setSheetCoordinator(sheet)
          }
        }

        struct ListScreen: View { var body: some View { Text("list") } }
        struct DetailsScreen: View { var body: some View { Text("details") } }
        struct PickerScreen: View { var body: some View { Text("pick") } }
        struct WriterScreen: View { var body: some View { Text("write") } }

        """
  }

  @Test func eachScreenPresentsTheRootOfTheEntryItMadeTheFlowWith() {
    let shown = SourceScanCoordinatorValuesTests.shownFrom(Self.compose())
    #expect(shown["PickerScreen"] == ["ListScreen"])
    #expect(shown["WriterScreen"] == ["DetailsScreen"])
  }

  /// A `var` may change after the flow is made, and a value the scan does not follow is any
  /// entry: the flow's first root, for both screens, as before.
  @Test(arguments: [("var", ".write(to: name)"), ("let", "entryFor(name)")])
  func anEntryTheScanCannotFollowGivesTheFirstRoot(keeping: String, reply: String) {
    let shown = SourceScanCoordinatorValuesTests.shownFrom(
      Self.compose(keeping: keeping, reply: reply))
    if keeping == "var" {
      #expect(shown["PickerScreen"] == ["DetailsScreen", "ListScreen"])
      #expect(shown["WriterScreen"] == nil)
    } else {
      // The list's flow is made with `.pick`; the reply's entry is not known, so the details
      // screen's sheet may show either root: the first is said.
      #expect(shown["PickerScreen"] == ["DetailsScreen", "ListScreen"])
    }
  }

  /// Which initialiser's parameters a construction's arguments fit, and what it keeps.
  @Test func theInitialiserTheArgumentsFitDecides() {
    let source = """
      enum E { case a, b }
      final class Flow {
        let entry: E
        let other: E
        var loose: E
        init(entry: E, loose: E) { self.entry = entry; self.other = .a; self.loose = loose }
        init(start: E) { entry = start; other = start; loose = start }
        func start() {}
      }
      """
    let index = SourceIndex(files: [SourceFile(path: "F.swift", text: source)])
    var reader = CoordinatorReader(index: index, skipped: [])
    reader.collect()
    let made = reader.madeWith(of: "Flow")
    #expect(made.map { $0.keeps } == [["entry": ["entry"]], ["start": ["entry", "other"]]])
    #expect(reader.keptLets(of: "Flow") == ["entry", "other"])
  }
}
