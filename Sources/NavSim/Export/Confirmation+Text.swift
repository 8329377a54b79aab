import NavSimCore
import NavSimReporting

extension Confirmation {
  /// The report, written to be pasted into a bug report: the device and its profile, what it
  /// observed, what the model predicts, the verdict, and on a disagreement the rules that fired
  /// and what makes the model agree.
  public var text: String {
    var out = "navfuzz confirm: \(source)\n"
    out += observedText + predictionText + timesText + verdictText + probesText
    guard predictedResponsive != result.responsive else { return out }
    return out + rulesAndTimingText + alternativesText
  }

  /// The device, its iOS version and route, and what it observed.
  private var observedText: String {
    var out =
      "device: \(VisibleText.escaped(result.device)), iOS \(VisibleText.escaped(result.ios))"
    out += " (\(profileNote)), route \(VisibleText.escaped(result.route))\n"
    out += "observed: " + (result.responsive ? "responsive" : "nothing responds")
    if let first = result.probes.first(where: \.responded) {
      out += " (probe \(VisibleText.escaped(first.name)) responded)"
    }
    out += "\n"
    return out
  }

  /// What the model predicts for the device's profile and kind, at the times used.
  private var predictionText: String {
    var out = "model (\(configuration.profile.name), \(configuration.device.rawValue), mitigation "
    out += "\(configuration.mitigations)"
    out +=
      usesDeliveredTimes
      ? ", the touches at the times the app saw them"
      : usesSentTimes ? ", the touches at the times the route sent them" : ""
    out += "): "
    let lockup = findings.first { $0.kind == .lockup }
    if let lockup {
      out += "lockup: \(lockup.cause)\n"
    } else {
      out += "responsive"
      let others = findings.map(\.label)
      out += others.isEmpty ? "\n" : " (\(others.joined(separator: ", ")))\n"
    }
    return out
  }

  /// A note on the sent times, which times the prediction used and the touches that came
  /// outside its window, and the end screens.
  private var timesText: String {
    var out = ""
    if let note = sentTimesNote { out += "note: \(note)\n" }
    if usesDeliveredTimes {
      out += "times: as the app's touch log saw the touches go down"
      out +=
        missedWindow.isEmpty
        ? ", each in the model's window\n"
        : "; outside the model's window: touch \(missedWindow.map(String.init).joined(separator: ", "))\n"
    } else if usesSentTimes {
      out += "times: as the route sent the touches (not measured in the app)"
      out +=
        missedWindow.isEmpty
        ? "\n"
        : "; outside the model's window: touch \(missedWindow.map(String.init).joined(separator: ", "))\n"
    }
    if let screen = result.screen, !screen.isEmpty {
      out += "end screen: device \(VisibleText.escaped(screen)), model \(modelScreen)\n"
    }
    return out
  }

  /// The verdict line, with why.
  private var verdictText: String {
    var out = "verdict: " + verdict.word
    switch verdict {
    case .agree: break
    case .disagree(.model):
      if outcome != plannedOutcome {
        out += " (the model is wrong: for the times the touches came it says \(outcome))"
      } else {
        out +=
          usesDeliveredTimes
          ? " (the model is wrong: the touches reached the app in its window)"
          : " (the model is wrong for the touches as made)"
      }
    case .disagree(.routeTiming):
      out += " (the route may have missed the timing: a touch moved within its slack agrees; "
      out += "the app's touch log would tell)"
    case .inconclusive(let reason): out += " (the run did not test the prediction: \(reason))"
    }
    out += "\n"
    return out
  }

  /// Each probe the device made, with what the model's same probe does.
  private var probesText: String {
    var out = ""
    if !probes.isEmpty {
      out += "\nprobes (device / model from the same end state):\n"
      let width = probes.map { VisibleText.width(VisibleText.escaped($0.name)) }.max() ?? 0
      for probe in probes {
        let name = VisibleText.escaped(probe.name)
        out += "  " + name + String(repeating: " ", count: width - VisibleText.width(name) + 2)
        out += (probe.device ? "responded" : "no response") + " / "
        out += probe.model.map { $0 ? "responds" : "no response" } ?? "not a probe of the model"
        out += "\n"
      }
    }
    return out
  }

  /// On a disagreement: the rules that fired in the model's run, and the shift of one touch
  /// within the route's slack that makes the model agree.
  private var rulesAndTimingText: String {
    var out = "\nrules that fired in the model's run (docs/MODEL.md §5, with their evidence):\n"
    out += rules.isEmpty ? "  none\n" : rules.map { "  \($0) \($0.title)\n" }.joined()
    let slackText = NumberText.milliseconds(slack)
    out += "\ntiming (each touch moved alone by whole frames, within ±\(slackText), "
    out += "the slack of route \(VisibleText.escaped(result.route))):\n"
    if let shift {
      let touch = performed[shift.index]
      out +=
        "  agrees with touch \(shift.index + 1) at @\(NumberText.milliseconds(touch.time + shift.by))"
      out += " (\(shift.by > 0 ? "+" : "")\(NumberText.milliseconds(shift.by)) from "
      out +=
        "@\(NumberText.milliseconds(touch.time))): the disagreement may be the route's timing\n"
    } else {
      out += "  no shift of one touch makes the model agree\n"
    }
    return out
  }

  /// On a disagreement: each documented alternative re-run, each timing value's interval that
  /// agrees, and the settings under which the model agrees.
  private var alternativesText: String {
    var out = "\nalternatives (docs/MODEL.md §13), each re-run with the touches above:\n"
    for check in alternatives {
      out += "  --set \(check.setting)=\(check.value) (\(check.text)): "
      out += check.agrees ? "agrees\n" : "disagrees\n"
    }
    for range in ranges {
      out += "  --set \(range.setting) (\(NumberText.milliseconds(range.value))): "
      if let r = range.agreeing {
        let hi =
          r.upperBound >= range.limit
          ? "≥ \(NumberText.milliseconds(r.lowerBound)) (tried up to \(NumberText.milliseconds(range.limit)))"
          : "from \(NumberText.milliseconds(r.lowerBound)) to \(NumberText.milliseconds(r.upperBound))"
        out += "agrees for any value \(hi)\n"
      } else {
        out += "no value from 0ms to \(NumberText.milliseconds(range.limit)) agrees\n"
      }
    }
    let agreeing =
      alternatives.filter(\.agrees).map { "--set \($0.setting)=\($0.value)" }
      + ranges.compactMap { range in
        range.agreeing.map { r in
          let v =
            r.contains(range.value)
            ? range.value : (range.value < r.lowerBound ? r.lowerBound : r.upperBound)
          return "--set \(range.setting)=\(NumberText.milliseconds(v))"
        }
      }
    out += "\n"
    if agreeing.isEmpty {
      out += "No documented alternative makes the model agree: the model lacks a rule or has one"
      out += " wrong here.\n"
    } else {
      out += "The model agrees with the device under: " + agreeing.joined(separator: ", ") + ".\n"
    }
    return out
  }
}
