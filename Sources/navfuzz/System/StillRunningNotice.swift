/// When a long command that shows no progress line (stderr is not a terminal and `--progress`
/// was not given) says that it is still running: once after its first minute, then every ten
/// minutes, so that a CI log or a script never sits silent through an hour's search.
struct StillRunningNotice {
  /// The first notice's time, and the time between the next ones.
  static let first: Duration = .seconds(60)
  static let every: Duration = .seconds(600)

  private var next = Self.first

  /// Whether a notice is due `elapsed` into the command; the next one is due ten minutes after
  /// it (however late this one came).
  mutating func isDue(after elapsed: Duration) -> Bool {
    guard elapsed >= next else { return false }
    next = elapsed + Self.every
    return true
  }

  /// Whole minutes, for the notice's text.
  static func minutes(_ elapsed: Duration) -> Int64 { elapsed.components.seconds / 60 }
}
