import NavSimCore
import NavSimScenario
import NavSimSearch

/// GitHub Actions workflow commands (`::error file=…,line=…::message`): printed on stdout by
/// `check` under `GITHUB_ACTIONS=true` (or `--annotations github`), they show each failure on
/// the file's line in the pull request.
package enum GitHubAnnotation {
  /// `::error file=F,line=L[,col=C]::MESSAGE`, escaped as the runner expects (`%`, CR and LF
  /// everywhere; `:` and `,` also in properties).
  package static func error(file: String, line: Int, column: Int? = nil, message: String) -> String
  {
    var command = "::error file=\(escape(file, property: true)),line=\(max(1, line))"
    if let column, column > 0 { command += ",col=\(column)" }
    return command + "::" + escape(message, property: false)
  }

  static func escape(_ text: String, property: Bool) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": out += "%25"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      case ":" where property: out += "%3A"
      case "," where property: out += "%2C"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
