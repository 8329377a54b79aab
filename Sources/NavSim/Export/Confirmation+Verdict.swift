import NavSimCore
import NavSimReporting
import NavSimScenario

extension Confirmation {
  /// What a device run says about the model's prediction.
  public enum Verdict: Hashable, Sendable {
    /// The run tested the prediction and the device did what the model says.
    case agree
    /// The device did not do what the model says for the touches it got.
    case disagree(Cause)
    /// The run did not test the prediction (the touches missed the model's window, a touch
    /// never reached the app, a stray one did), and the device did what the model says for
    /// what it got; the reason in words.
    case inconclusive(String)

    /// Why the device and the model disagree.
    public enum Cause: Hashable, Sendable {
      /// The touches reached the app in the model's window (the app's touch log says so), or
      /// no shift within the route's slack explains the difference: the model is wrong.
      case model
      /// The times are the route's, not the app's, and a touch moved within the route's slack
      /// makes the model agree: the route may have missed the timing.
      case routeTiming
    }

    /// `AGREE`, `DISAGREE` or `INCONCLUSIVE`.
    public var word: String {
      switch self {
      case .agree: "AGREE"
      case .disagree: "DISAGREE"
      case .inconclusive: "INCONCLUSIVE"
      }
    }
  }

  /// `lockup`, `dead-stack` or `responsive`: the name of the model's outcome for `findings`.
  static func outcome(_ findings: [Finding]) -> String {
    if findings.contains(where: { $0.kind == .lockup }) { return "lockup" }
    if findings.contains(where: { $0.kind == .deadStack }) { return "dead-stack" }
    return "responsive"
  }

  /// Why `result` cannot be compared with a scenario of `touches`: a touch index out of range,
  /// a touch given as sent or delivered that no finger makes, or a planned time that is not
  /// the scenario's (the result is of another scenario).
  static func refusal(_ result: DeviceResult, touches: [Touch]) -> DeviceResultError? {
    let count = touches.count
    for (kind, times) in [("touch", result.sent), ("delivered", result.delivered)] {
      for index in times.keys.sorted() where index >= count {
        return DeviceResultError(
          reason: "touch index \(index) is out of range: the scenario has \(count) touches "
            + "(0 to \(count - 1))", at: result.location("\(kind) \(index)"))
      }
    }
    for index in result.delivered.keys.sorted() where !touches[index].isTouch {
      return DeviceResultError(
        reason: "touch \(index) is delivered, but it is not a finger's touch in the scenario",
        at: result.location("delivered \(index)"))
    }
    for index in result.planned.keys.sorted() where index < count {
      let planned = result.planned[index] ?? 0
      if abs(planned - touches[index].time) > 500 {
        return DeviceResultError(
          reason: "touch \(index) was planned at \(NumberText.milliseconds(planned)); the "
            + "scenario plans it at \(NumberText.milliseconds(touches[index].time)): the result is of another scenario",
          at: result.location("touch \(index)"))
      }
    }
    return nil
  }

  /// The touches whose time as used, moved alone from the planned one, changes the model's
  /// prediction (`outcome` at the planned times).
  static func missed(_ config: Configuration, planned: [Touch], used: [Touch], outcome: String)
    -> [Int]
  {
    let physics = TouchPhysics(config)
    let fingers = physics.fingerLimit(planned)
    var out: [Int] = []
    for i in planned.indices where i < used.count && used[i].time != planned[i].time {
      var moved = planned
      moved[i].time = used[i].time
      guard physics.violations(moved, fingers: fingers).isEmpty else {
        out.append(i)
        continue
      }
      if Self.outcome(Simulator.run(config, inputs: physics.inputs(moved)).findings) != outcome {
        out.append(i)
      }
    }
    return out
  }

  /// The verdict (see ``Verdict``).
  static func verdict(
    result: DeviceResult, outcome: String, plannedOutcome: String, modelScreen: String,
    probes: [(name: String, device: Bool, model: Bool?)], timesNote: String?,
    made: [Int], delivered: Bool, shift: Shift?, missed: [Int]
  ) -> Verdict {
    // What the device did, against the model at the times the touches were made.
    var differences: [String] = []
    if let observed = result.verdict {
      if observed != outcome {
        differences.append("the device's check says \(observed), the model \(outcome)")
      }
    } else if result.responsive != (outcome != "lockup") {
      differences.append(
        "the device \(result.responsive ? "responds" : "does not respond"), the model says \(outcome)"
      )
    }
    if let screen = result.screen, !screen.isEmpty, screen != modelScreen {
      differences.append(
        "the device ended on \(VisibleText.escaped(screen)), the model on \(modelScreen)")
    }
    for probe in probes {
      switch probe.model {
      case nil:
        differences.append(
          "probe \(VisibleText.escaped(probe.name)) is not one the model's end state offers")
      case let model? where model != probe.device:
        differences.append(
          "probe \(VisibleText.escaped(probe.name)) \(probe.device ? "responded" : "did not respond") "
            + "on the device, \(model ? "responds" : "does not respond") in the model")
      default: break
      }
    }
    // Whether the run tested the prediction.
    var untested: [String] = []
    if outcome != plannedOutcome {
      let which = missed.map { "\($0)" }.joined(separator: ", ")
      untested.append(
        "the touches came outside the model's window (touch \(which.isEmpty ? "times" : which)): "
          + "at the times they came the model says \(outcome), not \(plannedOutcome)")
    }
    if let timesNote { untested.append(timesNote) }
    if delivered {
      let missing = made.filter { result.delivered[$0] == nil }
      if !missing.isEmpty {
        untested.append(
          "touch \(missing.map(String.init).joined(separator: ", ")) never reached the app")
      }
    }
    if result.strayTouches > 0 {
      untested.append(
        "\(result.strayTouches) touch-down(s) the scenario does not make reached the app")
    }
    if differences.isEmpty {
      return untested.isEmpty ? .agree : .inconclusive(untested.joined(separator: "; "))
    }
    if outcome != plannedOutcome || delivered || shift == nil { return .disagree(.model) }
    return .disagree(.routeTiming)
  }
}
