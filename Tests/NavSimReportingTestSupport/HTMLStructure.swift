import Foundation

/// Structure checks of an HTML report page: what a browser needs to show it and what a reader
/// needs to follow it (the browser itself runs in `Scripts/render-report.sh`).
package enum HTMLStructure {
  /// Every value of attribute `name` in `html`, in order.
  package static func attributes(_ name: String, in html: String) -> [String] {
    var values: [String] = []
    var rest = html[...]
    while let r = rest.range(of: " \(name)=\"") {
      let after = rest[r.upperBound...]
      guard let end = after.firstIndex(of: "\"") else { break }
      values.append(String(after[..<end]))
      rest = after[end...]
    }
    return values
  }

  /// The substrings between `open` and the next `close`.
  package static func elements(_ open: String, _ close: String, in html: String) -> [String] {
    var found: [String] = []
    var rest = html[...]
    while let r = rest.range(of: open) {
      guard let end = rest[r.upperBound...].range(of: close) else { break }
      found.append(String(rest[r.upperBound..<end.lowerBound]))
      rest = rest[end.upperBound...]
    }
    return found
  }

  /// What every page must be, as problems (empty when it is): self-contained, every link
  /// resolves, every matrix cell a link, `entries` articles each with its SVG timeline, its
  /// replay command and its scenario, the basic elements balanced.
  package static func problems(_ html: String, entries: Int) -> [String] {
    var problems: [String] = []
    if !html.hasPrefix("<!DOCTYPE html>\n") { problems.append("no doctype first") }
    if !html.hasSuffix("</html>\n") { problems.append("does not end with </html>") }
    for forbidden in [
      "<script", "http:", "https:", "src=", "@import", "url(", "<link", "<iframe", "<img",
    ] where html.contains(forbidden) {
      problems.append("contains \(forbidden)")
    }
    let ids = attributes("id", in: html)
    for (i, id) in ids.enumerated() where ids[..<i].contains(id) {
      problems.append("id \(id) twice")
    }
    for href in attributes("href", in: html) {
      if !href.hasPrefix("#") { problems.append("external link \(href)") }
      if !ids.contains(String(href.dropFirst())) { problems.append("dangling \(href)") }
    }
    let cells = elements("<td class=\"cell\">", "</td>", in: html)
    if cells.isEmpty { problems.append("no matrix cell") }
    for cell in cells where !cell.contains("<a class=\"pill") {
      problems.append("cell without a link: \(cell)")
    }
    let articles = elements("<article ", "</article>", in: html)
    if articles.count != entries {
      problems.append("\(articles.count) articles, expected \(entries)")
    }
    for article in articles {
      let id = attributes("id", in: " " + article).first ?? "?"
      for part in [
        "<svg class=\"timeline\" id=\"\(id)-timeline\"", "</svg>", "Replay: <code>navfuzz",
        "<pre class=\"scenario\">",
      ] where !article.contains(part) {
        problems.append("article \(id) without \(part)")
      }
    }
    for tag in ["svg", "article", "table", "section", "pre", "ul"]
    where html.components(separatedBy: "<\(tag)").count
      != html.components(separatedBy: "</\(tag)>").count
    {
      problems.append("<\(tag)> unbalanced")
    }
    return problems
  }
}
