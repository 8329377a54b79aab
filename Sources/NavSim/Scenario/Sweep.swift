import NavSimCore

/// `navfuzz sweep`: one scenario replayed over a grid of two quantities — an event's time, a
/// profile value — each cell classified by what the oracles find. For the seed lockup, the
/// swipe's start against `stateLag` draws the window as a diagonal band: the later the state
/// catches up, the later a swipe still locks the app.
///
/// ```swift
/// let x = try Sweep.Axis.parse("event 3=700ms..1500ms/20ms")
/// let y = try Sweep.Axis.parse("stateLag=0ms..1500ms/50ms")
/// let sweep = try Sweep(scenario: scenario, x: x, y: y)
/// print(sweep.run().text)
/// ```
public struct Sweep: Sendable {
  /// One varied quantity and its values.
  public struct Axis: Hashable, Sendable, CustomStringConvertible {
    /// What is varied.
    public enum Quantity: Hashable, Sendable {
      /// The time of the scenario's event number `n` (1-based, in file order); the events after
      /// it move with it, keeping their spacing.
      case eventTime(Int)
      /// A profile value (``Profile/settingNames``).
      case setting(String)
    }

    /// What is varied.
    public var quantity: Quantity
    /// The values, in order: µs for times and durations, frames per second for `fps`.
    public var values: [Int64]

    /// The most values on one axis.
    public static let maximumValues = 400

    /// Creates an axis.
    public init(quantity: Quantity, values: [Int64]) {
      self.quantity = quantity
      self.values = values
    }

    /// `event 3` or `stateLag`.
    public var name: String {
      switch quantity {
      case .eventTime(let n): "event \(n)"
      case .setting(let name): name
      }
    }

    /// `value` as the axis writes it (`850ms`, `120`).
    public func text(_ value: Int64) -> String {
      if case .setting(let name) = quantity, Profile.plainRange(name) != nil { return "\(value)" }
      return VirtualDuration(microseconds: value).description
    }

    /// `event 3=700ms..1500ms (41 values)`.
    public var description: String {
      guard let first = values.first, let last = values.last else { return name }
      return "\(name)=\(text(first))..\(text(last)) (\(values.count) values)"
    }

    /// Reads `QUANTITY=FROM..TO/STEP`: QUANTITY is `event N` (the N-th event line, from 1) or
    /// a profile value name; FROM and TO are durations (numbers for `fps`); STEP is a duration
    /// (the spacing) or a plain number (how many values, ends included).
    /// - Throws: ``SweepError`` saying what is wrong.
    public static func parse(_ text: String) throws(SweepError) -> Axis {
      let usage =
        "expected QUANTITY=FROM..TO/STEP, e.g. 'event 3=0ms..2000ms/50ms' or "
        + "'stateLag=0ms..1500ms/31'"
      guard let equals = text.firstIndex(of: "=") else { throw SweepError("\(text): \(usage)") }
      let name = String(text[..<equals].trimmingSpaces)
      let range = text[text.index(after: equals)...].trimmingSpaces
      let quantity: Quantity
      if name.hasPrefix("event") {
        let number = name.dropFirst("event".count).trimmingSpaces
        guard let n = Int(number), n >= 1 else {
          throw SweepError("\(text): 'event N' takes an event number from 1 (the N-th event line)")
        }
        quantity = .eventTime(n)
      } else if Profile.settingNames.contains(name) {
        quantity = .setting(name)
      } else {
        throw SweepError(
          "\(text): unknown quantity '\(name)'; expected 'event N' or one of "
            + Profile.settingNames.joined(separator: ", "))
      }
      guard let dots = range.firstRange(of: ".."), let slash = range.lastIndex(of: "/"),
        dots.upperBound <= slash
      else { throw SweepError("\(text): \(usage)") }
      // A plain setting (fps, slop, maxSpeed, …; docs/MODEL.md §7) takes whole numbers in its
      // range, a duration setting durations.
      let plain: ClosedRange<Int64>? =
        if case .setting(let setting) = quantity { Profile.plainRange(setting) } else { nil }
      let isRate = plain != nil
      func value(_ s: Substring) throws(SweepError) -> Int64 {
        let s = s.trimmingSpaces
        if let plain {
          guard let v = Int64(s), plain.contains(v) else {
            throw SweepError(
              "\(text): '\(s)' is not a whole number from \(plain.lowerBound) to "
                + "\(plain.upperBound) (\(name))")
          }
          return v
        }
        guard let d = Sweep.duration(s) else {
          throw SweepError("\(text): '\(s)' is not a duration (a number and us, ms or s)")
        }
        return d
      }
      let from = try value(range[..<dots.lowerBound])
      let to = try value(range[dots.upperBound..<slash])
      let stepText = range[range.index(after: slash)...].trimmingSpaces
      guard from <= to else { throw SweepError("\(text): FROM must not exceed TO") }
      var values: [Int64] = []
      if let count = Int(stepText) {
        guard count >= 1, count <= maximumValues else {
          throw SweepError("\(text): the count must be from 1 to \(maximumValues)")
        }
        if count == 1 { return Axis(quantity: quantity, values: [from]) }
        for i in 0..<count {
          // Evenly spaced, ends included, rounded to whole µs (or frames per second).
          let offset = (to - from).multipliedFullWidth(by: Int64(i))
          values.append(from + Int64(count - 1).dividingFullWidth(offset).quotient)
        }
      } else {
        guard !isRate, let step = Sweep.duration(stepText), step > 0 else {
          throw SweepError("\(text): STEP must be a positive duration or a count of values")
        }
        guard (to - from) / step < Int64(maximumValues) else {
          throw SweepError("\(text): more than \(maximumValues) values; use a larger STEP")
        }
        var v = from
        while v <= to {
          values.append(v)
          v += step
        }
      }
      return Axis(quantity: quantity, values: values)
    }
  }

  /// What a cell found.
  public enum Outcome: Hashable, Sendable, Comparable {
    /// No finding.
    case ok
    /// The first finding (by kind order) and whether it is recoverable.
    case finding(FindingKind, recoverable: Bool)

    /// Ok first, then by kind, a recoverable one after the other.
    public static func < (a: Outcome, b: Outcome) -> Bool {
      switch (a, b) {
      case (.ok, .ok): false
      case (.ok, .finding): true
      case (.finding, .ok): false
      case (.finding(let k, let r), .finding(let l, let q)): k < l || (k == l && !r && q)
      }
    }

    /// One character for the text grid.
    public var symbol: Character {
      switch self {
      case .ok: "."
      case .finding(let kind, let recoverable):
        switch kind {
        case .lockup: recoverable ? "l" : "L"
        case .corruption: "C"
        case .stuckMask: "M"
        case .deadEnd: recoverable ? "d" : "D"
        case .hang: "H"
        case .lostSwipe: "s"
        case .deadStack: "S"
        }
      }
    }

    /// `ok`, `lockup`, `lockup recoverable`, ….
    public var label: String {
      switch self {
      case .ok: "ok"
      case .finding(let kind, let recoverable): recoverable ? "\(kind) recoverable" : kind.rawValue
      }
    }
  }

  /// The scenario swept.
  public var scenario: Scenario
  /// The horizontal axis (columns).
  public var x: Axis
  /// The vertical axis (rows).
  public var y: Axis

  /// A sweep; checks that the axes name events the scenario has and differ.
  /// - Throws: ``SweepError``.
  public init(scenario: Scenario, x: Axis, y: Axis) throws(SweepError) {
    for axis in [x, y] {
      if case .eventTime(let n) = axis.quantity, n > scenario.events.count {
        throw SweepError(
          "\(axis.name): the scenario has \(scenario.events.count) event\(scenario.events.count == 1 ? "" : "s")"
        )
      }
    }
    guard x.quantity != y.quantity else {
      throw SweepError("the two --vary quantities are the same")
    }
    self.scenario = scenario
    self.x = x
    self.y = y
  }

  /// The scenario with `axis` set to `value`.
  static func apply(_ axis: Axis, _ value: Int64, to scenario: inout Scenario) {
    switch axis.quantity {
    case .eventTime(let n):
      let i = n - 1
      guard scenario.events.indices.contains(i) else { return }
      let delta = value - scenario.events[i].time.microseconds
      for j in i..<scenario.events.count {
        scenario.events[j].time = VirtualTime(
          microseconds: scenario.events[j].time.microseconds + delta)
      }
    case .setting(let name):
      scenario.settings.removeAll { $0.name == name }
      scenario.settings.append(Scenario.Setting(name, value))
    }
  }

  /// The scenario of cell (`column`, `row`).
  public func scenario(column: Int, row: Int) -> Scenario {
    var s = scenario
    Self.apply(x, x.values[column], to: &s)
    Self.apply(y, y.values[row], to: &s)
    return s
  }

  /// Runs every cell (row by row, deterministic).
  /// - Throws: ``SweepError`` if a varied scenario does not make a configuration.
  public func run() throws(SweepError) -> SweepResult {
    var cells: [[Outcome]] = []
    for row in y.values.indices {
      var line: [Outcome] = []
      for column in x.values.indices {
        let s = scenario(column: column, row: row)
        let config: Configuration
        do {
          config = try s.configuration()
        } catch {
          throw SweepError("\(error)")
        }
        let findings = Simulator.run(config, inputs: s.inputs(for: config)).findings
          .filter { !$0.kind.isInformational }
        let first = findings.min { $0.kind < $1.kind }
        line.append(first.map { .finding($0.kind, recoverable: $0.recoverable) } ?? .ok)
      }
      cells.append(line)
    }
    return SweepResult(sweep: self, cells: cells)
  }

  /// A duration in the scenario format's units (`us`, `ms`, `s`), as µs.
  static func duration(_ text: Substring) -> Int64? {
    for (unit, scale) in [("us", 1.0), ("ms", 1000.0), ("s", 1_000_000.0)]
    where text.hasSuffix(unit) {
      let number = text.dropLast(unit.count)
      guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
        let v = Double(number), v.isFinite, (v * scale).rounded() <= Double(Scenario.maximumTime)
      else { return nil }
      return Int64((v * scale).rounded())
    }
    return nil
  }
}

/// What a sweep found: a row of outcomes per value of `y`, a column per value of `x`.
public struct SweepResult: Sendable {
  /// The sweep.
  public var sweep: Sweep
  /// `cells[row][column]`.
  public var cells: [[Sweep.Outcome]]

  /// The outcomes that occur, ok first, then by kind.
  public var outcomes: [Sweep.Outcome] {
    var seen: [Sweep.Outcome] = []
    for row in cells { for c in row where !seen.contains(c) { seen.append(c) } }
    return seen.sorted()
  }

  /// How many cells have `outcome`.
  public func count(_ outcome: Sweep.Outcome) -> Int {
    cells.reduce(0) { $0 + $1.filter { $0 == outcome }.count }
  }

  /// The first cell (row by row, from the first value of each axis) with `outcome`.
  public func firstCell(_ outcome: Sweep.Outcome) -> (column: Int, row: Int)? {
    for (r, row) in cells.enumerated() {
      if let c = row.firstIndex(of: outcome) { return (c, r) }
    }
    return nil
  }
}

/// A sweep that cannot run: a bad `--vary`, an event the scenario lacks.
public struct SweepError: Error, CustomStringConvertible, Equatable, Sendable {
  /// What is wrong.
  public var message: String

  /// Creates an error.
  public init(_ message: String) { self.message = message }

  /// The text a user reads.
  public var description: String { message }
}

extension Substring {
  /// Without leading and trailing spaces.
  fileprivate var trimmingSpaces: Substring {
    var s = self
    while s.first == " " { s = s.dropFirst() }
    while s.last == " " { s = s.dropLast() }
    return s
  }
}
