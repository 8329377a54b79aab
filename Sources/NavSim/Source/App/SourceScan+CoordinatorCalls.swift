/// Navigation calls of an app's own coordinators (`navigationStackCoordinator.push(c)`,
/// `setSheetCoordinator(c)`, …): the scan does not follow them, and says so at each call and in
/// the summary rather than reading the app as if they were not written (docs/SCAN.md, "Silence
/// is a bug").
extension SourceScan {
  /// The method names taken as a coordinator's navigation call when written as `.name(`.
  static let coordinatorCallWords = Set(CoordinatorVerb.allCases.map(\.rawValue))

  /// Every `.push(`, `.setSheetCoordinator(`, … written in code the iPhone build compiles, at its
  /// `.`, in file and source order.
  static func coordinatorCallsWritten(in index: SourceIndex) -> [SourceLocation] {
    callsWritten(named: coordinatorCallWords, in: index)
  }

  /// A note at each coordinator call not read: why, when the coordinator graph knows
  /// (``CoordinatorGraph/untraced``), else that what it shows is not read from here.
  static func coordinatorCallNotes(_ calls: [SourceLocation], graph: CoordinatorGraph)
    -> [ScanDiagnostic]
  {
    var reasons: [SourceLocation: String] = [:]
    for (at, reason) in graph.untraced where reasons[at] == nil { reasons[at] = reason }
    return calls.map {
      ScanDiagnostic(
        .note, at: $0,
        "a coordinator's navigation call not read: "
          + (reasons[$0]
            ?? "the scan does not follow this call, so the screen it shows is not read from here"))
    }
  }

  /// The summary's words about the coordinator calls, empty when there are none:
  /// "214 navigation calls not read: coordinators".
  public var coordinatorSummary: String {
    navigationCallsUnread == 0
      ? "" : "\(navigationCallsUnread) navigation calls not read: coordinators"
  }
}
