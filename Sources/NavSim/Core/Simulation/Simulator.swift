/// The outcome of one run: the findings, the final model and its trace.
public struct RunResult: Sendable {
  /// What the oracles found (empty: no finding).
  public var findings: [Finding]
  /// The model when the run ended (quiescent, unless the run hung).
  public var model: NavigationModel
  /// Whether the run reached quiescence.
  public var quiescent: Bool

  /// Every state change, if the run recorded a trace.
  public var trace: [TraceEntry] { model.trace ?? [] }

  /// The findings of `kind`.
  public func findings(_ kind: FindingKind) -> [Finding] { findings.filter { $0.kind == kind } }

  /// Whether a finding of `kind` was made.
  public func has(_ kind: FindingKind) -> Bool { findings.contains { $0.kind == kind } }
}

/// Runs timed inputs through the model and judges the result (the library's main entry point).
///
/// ```swift
/// var config = Configuration()
/// config.start = [0, 1]
/// let result = Simulator.run(config, inputs: inputs)
/// print(result.findings)
/// ```
public enum Simulator {
  /// How long after its last input a run may take to become quiescent before it is a hang.
  public static let hangLimit = VirtualDuration.seconds(10)

  /// Runs `inputs` (delivered in time order; same-instant inputs keep their list order) from a fresh model,
  /// releases any finger still down at the last input's time, runs to quiescence and judges.
  public static func run(
    _ configuration: Configuration, inputs: [TimedInput], recordingTrace: Bool = false
  ) -> RunResult {
    var model = NavigationModel(configuration, recordingTrace: recordingTrace)
    return run(&model, inputs: inputs)
  }

  /// Runs `inputs` on `model` (see ``run(_:inputs:recordingTrace:)``).
  /// - Parameter needsAppInput: whether inputs already delivered to `model` included an
  ///   `app …` input (a caller that drove the model itself, like the fuzzer).
  public static func run(
    _ model: inout NavigationModel, inputs: [TimedInput], needsAppInput: Bool = false
  ) -> RunResult {
    var memo: JudgeMemo? = nil
    return run(&model, inputs: inputs, needsAppInput: needsAppInput, memo: &memo)
  }

  /// Runs `inputs` on `model` (see ``run(_:inputs:recordingTrace:)``), judging through `memo`
  /// when there is one (the fuzzer's: the same findings, each situation probed once).
  package static func run(
    _ model: inout NavigationModel, inputs: [TimedInput], needsAppInput: Bool = false,
    memo: inout JudgeMemo?
  ) -> RunResult {
    var needsApp = needsAppInput
    var last = model.now
    for timed in inTimeOrder(inputs) {
      let at = max(timed.time, last)
      model.advance(to: at)
      model.apply(timed.input)
      if timed.input.isAppAction { needsApp = true }
      last = at
    }
    let (findings, quiescent) = finish(&model, after: last, needsAppInput: needsApp, memo: &memo)
    return RunResult(findings: findings, model: model, quiescent: quiescent)
  }

  /// Finishes a run whose inputs `model` has taken (the fuzzer's, generated on it) as
  /// ``run(_:inputs:needsAppInput:memo:)`` does: the fingers released, run to quiescence or
  /// hang, judged.
  /// - Returns: the findings, without the model (which stays in `model`).
  package static func finish(
    _ model: inout NavigationModel, needsAppInput: Bool, memo: inout JudgeMemo?
  ) -> [Finding] {
    finish(&model, after: model.now, needsAppInput: needsAppInput, memo: &memo).findings
  }

  private static func finish(
    _ model: inout NavigationModel, after last: VirtualTime, needsAppInput needsApp: Bool,
    memo: inout JudgeMemo?
  ) -> (findings: [Finding], quiescent: Bool) {
    for kind in GestureKind.all where model.state[finger: kind] != .idle {
      model.apply(.gesture(kind, .end(velocity: 0)))
    }
    let limit = last + hangLimit
    guard model.runUntilQuiescent(limit: limit) else {
      let finding = Finding(
        kind: .hang, time: limit, rules: model.state.rulesFired,
        cause: "events still pending 10 s after the last input", needsAppInput: needsApp)
      return ([finding], false)
    }
    let findings =
      memo?.judge(&model, needsAppInput: needsApp) ?? Oracles.judge(model, needsAppInput: needsApp)
    return (findings, true)
  }

  /// The inputs stably sorted by time (a no-op copy when they already are).
  static func inTimeOrder(_ inputs: [TimedInput]) -> [TimedInput] {
    var sorted = true
    for i in inputs.indices.dropFirst() where inputs[i].time < inputs[i - 1].time {
      sorted = false
      break
    }
    if sorted { return inputs }
    return inputs.enumerated().sorted {
      ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
    }
    .map(\.element)
  }
}
