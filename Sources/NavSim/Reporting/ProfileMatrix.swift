import NavSimCore
import NavSimSearch

/// The verdict per mitigation and iOS version (docs/MODEL.md §11): one row per mitigation, one
/// column per profile, one verdict cell each. `fuzz` and `explore` print it after their
/// per-profile reports when they compare more than one profile.
///
/// Rows keep the order in which mitigations first appear, columns the order of the profiles;
/// a mitigation a profile did not run shows `-`.
package struct ProfileMatrix: Sendable {
  /// The profiles' names, in column order.
  package var profiles: [String] = []
  /// The mitigations, each with one cell per profile (`nil`: not run).
  package var rows: [(mitigation: String, cells: [String?])] = []

  /// Creates an empty matrix.
  package init() {}

  /// Sets the cell of `mitigation` under `profile`, adding the row or column if it is new.
  package mutating func set(_ cell: String, mitigation: String, profile: String) {
    var column = profiles.firstIndex(of: profile)
    if column == nil {
      profiles.append(profile)
      for i in rows.indices { rows[i].cells.append(nil) }
      column = profiles.count - 1
    }
    var row = rows.firstIndex { $0.mitigation == mitigation }
    if row == nil {
      rows.append((mitigation, Array(repeating: nil, count: profiles.count)))
      row = rows.count - 1
    }
    if let row, let column { rows[row].cells[column] = cell }
  }

  /// The matrix as text: a title line, a header and one line per mitigation.
  package func text(title: String) -> String {
    var table: [[String]] = [["mitigation"] + profiles]
    for row in rows { table.append([row.mitigation] + row.cells.map { $0 ?? "-" }) }
    var widths = Array(repeating: 0, count: profiles.count + 1)
    for line in table {
      for (i, cell) in line.enumerated() { widths[i] = max(widths[i], cell.count) }
    }
    var out = title + "\n"
    for line in table {
      var text = ""
      for (i, cell) in line.enumerated() {
        text += i == line.count - 1 ? cell : cell.padded(to: widths[i] + 2)
      }
      out += text + "\n"
    }
    return out
  }
}

extension CampaignReport.Row {
  /// The row's verdict in a few words, for a cell of ``ProfileMatrix``: `holds`, or `FAILS:`
  /// and the kinds user inputs alone find, then `+app:` and what app inputs add.
  package var verdictCell: String {
    var cell =
      userKinds.isEmpty
      ? (runs > 0 ? "holds" : "not run")
      : "FAILS: " + userKinds.map(\.rawValue).joined(separator: ", ")
    if !appOnlyKinds.isEmpty {
      cell += "; +app: " + appOnlyKinds.map(\.rawValue).joined(separator: ", ")
    }
    return cell
  }
}

extension CampaignReport {
  /// The matrix of `reports`, one campaign per profile, with its title and legend.
  package static func profileMatrixText(_ reports: [CampaignReport]) -> String {
    var matrix = ProfileMatrix()
    for report in reports {
      let profile = report.campaign.configuration.profile.name
      for row in report.rows {
        matrix.set(row.verdictCell, mitigation: row.mitigation.rawValue, profile: profile)
      }
    }
    var out = matrix.text(title: "verdict per iOS version (mitigation × profile):")
    out += "(FAILS: kinds user inputs alone find; +app: kinds only app inputs add; - not run)\n"
    return out
  }
}
