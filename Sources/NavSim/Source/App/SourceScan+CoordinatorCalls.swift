/// Navigation calls of an app's own coordinators (`navigationStackCoordinator.push(c)`,
/// `setSheetCoordinator(c)`, …): the scan does not follow them, and says so at each call and in
/// the summary rather than reading the app as if they were not written (docs/SCAN.md, "Silence
/// is a bug").
extension SourceScan {
  /// The method names taken as a coordinator's navigation call when written as `.name(`.
  static let coordinatorCallWords: Set<String> = [
    "push", "setRootCoordinator", "setSheetCoordinator", "setFullScreenCoverCoordinator",
    "setDetailCoordinator", "setSidebarCoordinator", "presentCoordinator",
  ]

  /// Every `.push(`, `.setSheetCoordinator(`, … written in code the iPhone build compiles, at its
  /// `.`, in file and source order.
  static func coordinatorCallsWritten(in index: SourceIndex) -> [SourceLocation] {
    callsWritten(named: coordinatorCallWords, in: index)
  }

  /// A note at each coordinator call: what it shows is not read from here.
  static func coordinatorCallNotes(_ calls: [SourceLocation]) -> [ScanDiagnostic] {
    calls.map {
      ScanDiagnostic(
        .note, at: $0,
        "a coordinator's navigation call: the scan does not follow coordinators, so the screen "
          + "it shows is not read from here")
    }
  }

  /// The summary's words about the coordinator calls, empty when there are none:
  /// "214 navigation calls not read: coordinators".
  public var coordinatorSummary: String {
    navigationCallsUnread == 0
      ? "" : "\(navigationCallsUnread) navigation calls not read: coordinators"
  }
}
