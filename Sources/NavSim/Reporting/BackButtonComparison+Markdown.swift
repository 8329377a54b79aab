import NavSimCore
import NavSimScenario
import NavSimSearch

extension BackButtonComparison {
  /// The Markdown table, one row per variant and three columns per platform, followed by a
  /// line saying how it was computed.
  package static func markdownTable(profile: Profile = .ios17, depth: Int = 3) -> String {
    let kinds = ["lockup possible", "swipe-back kept", "dead end possible"]
    var header = "| back button |"
    var rule = "|---|"
    for platform in platforms {
      for kind in kinds {
        header += " \(platform.name): \(kind) |"
        rule += "---|"
      }
    }
    var lines = [header, rule]
    for variant in variants {
      var line = "| \(variant.name) |"
      for platform in platforms {
        let v = verdict(variant, on: platform, profile: profile, depth: depth)
        line += " \(v.lockup.rawValue) | \(v.swipeKept ? "yes" : "no") | \(v.deadEnd.rawValue) |"
      }
      lines.append(line)
    }
    let gapText = gaps.map { VirtualDuration(microseconds: $0).description }
      .joined(separator: ", ")
    lines.append("")
    lines.append(
      "Computed by the model (profile \(profile.name), seed app from `root > detail`, iPad in "
        + "portrait): every sequence of up to \(depth) user inputs (each tap offered, a full "
        + "swipe-back, a full pull-down\(profile.contentSwipe ? ", a full content swipe" : "")), "
        + "each after \(gapText), judged by the lockup and dead-end oracles at every quiescent "
        + "state; swipe-back kept means no `lost-swipe`.")
    return lines.joined(separator: "\n") + "\n"
  }
}
