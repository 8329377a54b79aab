import NavSimCore
import NavSimScenario
import NavSimSearch

/// One self-contained HTML page (`--html FILE`): inline CSS and SVG, no script, no external
/// reference, so it opens the same from a CI artifact, an e-mail or a laptop without network.
///
/// The page holds, in order: what the command ran; the verdict matrix (a row per mitigation —
/// per profile too when several were run — and a column per input class, every cell a link to
/// its finding or to the row's verdict); the window maps of a sweep; then one section per
/// entry (a finding, or a scenario that ran clean) with its swimlane timeline
/// (``SVGTimeline``), its cause, the rules that fired with their evidence tags, its signature,
/// the scenario text and the command that replays it. Deterministic: the same report gives the
/// same bytes.
public struct HTMLReport: Sendable {
  /// One section: a finding (or a clean run) with everything needed to understand it.
  public struct Entry: Sendable {
    /// The section's anchor (`finding-3`).
    public var id: String
    /// The heading.
    public var title: String
    /// The matrix row it belongs to (`none`, or `ios16 · none`).
    public var row: String
    /// The matrix column.
    public var inputClass: InputClass
    /// The finding, or `nil` for a clean run.
    public var finding: Finding?
    /// Its signature, when it is a finding.
    public var signature: FindingSignature?
    /// Lines shown under the heading (first run, counts, the file, PASS/FAIL …).
    public var notes: [String]
    /// The run's trace, for the timeline.
    public var trace: [TraceEntry]
    /// Whether to draw the split view's lane.
    public var split: Bool
    /// The scenario, as a file holds it.
    public var scenarioText: String
    /// The command that replays it.
    public var replay: String
    /// Whether the entry fails (red) or passes (green) in the matrix.
    public var failed: Bool
    /// The label in the matrix: the finding's (or several), or `ok`.
    public var label: String
    /// The run's touches and the configuration they were made under (for one timeline lane
    /// per finger); empty when unknown.
    public var touches: [Touch] = []
    /// The configuration of ``touches``.
    public var configuration: Configuration? = nil

    /// The entry with the run's `touches` under `configuration`: its timeline then has a lane
    /// per finger.
    public func withTouches(_ touches: [Touch], _ configuration: Configuration) -> Entry {
      var entry = self
      entry.touches = touches
      entry.configuration = configuration
      return entry
    }

    /// Creates an entry.
    public init(
      id: String, title: String, row: String, inputClass: InputClass, finding: Finding?,
      signature: FindingSignature?, notes: [String], trace: [TraceEntry], split: Bool,
      scenarioText: String, replay: String, failed: Bool
    ) {
      self.id = id
      self.title = title
      self.row = row
      self.inputClass = inputClass
      self.finding = finding
      self.signature = signature
      self.notes = notes
      self.trace = trace
      self.split = split
      self.scenarioText = scenarioText
      self.replay = replay
      self.failed = failed
      self.label = finding?.label ?? "ok"
    }
  }

  /// The page's title (`navfuzz fuzz: seed 1, …`).
  public var title: String
  /// Lines under the title.
  public var summary: [String]
  /// The matrix rows in order, each with its verdict line.
  public var rows: [(row: String, verdict: String)]
  /// The sections.
  public var entries: [Entry]
  /// The window maps (``WindowMap``'s SVG and legend), already rendered.
  public var figures: [(id: String, title: String, html: String)] = []
  /// The command's text output, shown at the end for reference.
  public var text: String? = nil
  /// The cells whose input class the campaign did not try (two fingers with `--fingers 1`, app
  /// inputs with `--app-events off`): shown `not tried`, never as a clean cell.
  public var untried: [(row: String, inputClass: InputClass)] = []
  /// What a tried cell without a finding shows: `holds` in a campaign's matrix, `—` where a
  /// row is one run.
  public var emptyCell = "—"

  /// Creates a report.
  public init(
    title: String, summary: [String], rows: [(row: String, verdict: String)], entries: [Entry]
  ) {
    self.title = title
    self.summary = summary
    self.rows = rows
    self.entries = entries
  }

  /// `text` with `&`, `<`, `>` and `"` escaped for HTML text and attribute values.
  public static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for ch in text {
      switch ch {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(ch)
      }
    }
    return out
  }

  /// The anchor of row `index`'s verdict.
  static func rowID(_ index: Int) -> String { "row-\(index)" }

  /// The page.
  public func render() -> String {
    let e = Self.escape
    var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    out += "<title>\(e(title))</title>\n<style>\n\(Self.css)</style>\n</head>\n<body>\n"
    out += "<header>\n<h1>\(e(title))</h1>\n"
    for line in summary { out += "<p class=\"summary\">\(e(line))</p>\n" }
    out += Self.intro
    out += "</header>\n"

    // The verdict matrix.
    let rowNames = rows.map(\.row)
    out += "<section id=\"matrix\">\n<h2>Verdicts</h2>\n"
    out += "<p>Rows: what ran (the mitigation in force). Columns: which hands the run needs. "
    out += "Each cell links to its finding; <span class=\"pill bad\">red</span> fails, "
    out += "<span class=\"pill ok\">green</span> ran clean, "
    out += "<span class=\"pill \(emptyCell == "holds" ? "held" : "none")\">\(e(emptyCell))</span> "
    out += "nothing of that class was found, <span class=\"pill none\">not tried</span> the "
    out += "campaign made no run of that class. A run needs two fingers when one finger could not "
    out += "make its touches (they overlap, or follow closer than a finger's refractory pause); "
    out += "app inputs are deep links, timers and programmatic navigation.</p>\n"
    let rowTitle = rowNames.contains { $0.contains(" · ") } ? "profile · mitigation" : "mitigation"
    out += "<table class=\"matrix\">\n<thead><tr><th>\(rowTitle)</th>"
    for c in InputClass.allCases { out += "<th>\(e(Self.columnTitle(c)))</th>" }
    out += "</tr></thead>\n<tbody>\n"
    for (i, row) in rowNames.enumerated() {
      out += "<tr><th scope=\"row\"><a href=\"#\(Self.rowID(i))\">\(e(row))</a></th>"
      for c in InputClass.allCases {
        let mine = entries.filter { $0.row == row && $0.inputClass == c }
        out += "<td class=\"cell\">"
        if mine.isEmpty, untried.contains(where: { $0.row == row && $0.inputClass == c }) {
          out += "<a class=\"pill none\" href=\"#\(Self.rowID(i))\">not tried</a>"
        } else if mine.isEmpty {
          let kind = emptyCell == "holds" ? "held" : "none"
          out += "<a class=\"pill \(kind)\" href=\"#\(Self.rowID(i))\">\(e(emptyCell))</a>"
        } else {
          for entry in mine {
            out += "<a class=\"pill \(entry.failed ? "bad" : "ok")\" href=\"#\(entry.id)\" "
            out += "title=\"\(e(entry.title))\">"
            out += "\(e(entry.label))</a> "
          }
        }
        out += "</td>"
      }
      out += "</tr>\n"
    }
    out += "</tbody>\n</table>\n<ul class=\"verdicts\">\n"
    for (i, row) in rows.enumerated() {
      out += "<li id=\"\(Self.rowID(i))\"><b>\(e(row.row))</b>: \(e(row.verdict))</li>\n"
    }
    out += "</ul>\n</section>\n"

    for figure in figures {
      out += "<section class=\"figure\" id=\"\(e(figure.id))\">\n<h2>\(e(figure.title))</h2>\n"
      out += figure.html + "\n</section>\n"
    }

    if !entries.isEmpty {
      out += "<section id=\"findings\">\n<h2>Runs</h2>\n" + Self.legend
      for entry in entries { out += section(entry) }
      out += "</section>\n"
    }
    if let text {
      out += "<section id=\"text\">\n<h2>Text output</h2>\n<pre class=\"text\">\(e(text))</pre>\n"
      out += "</section>\n"
    }
    out += "<footer>Made by navfuzz. Rules tagged [E] are reported in public sources, [A] are "
    out += "assumptions of the model, [E/A] reported with assumed details.</footer>\n"
    out += "</body>\n</html>\n"
    return out
  }

  static func columnTitle(_ c: InputClass) -> String {
    switch c {
    case .oneFinger: "one finger"
    case .multiFinger: "two fingers at once"
    case .app: "with app inputs"
    }
  }

  func section(_ entry: Entry) -> String {
    let e = Self.escape
    var out = "<article class=\"run \(entry.failed ? "bad" : "ok")\" id=\"\(e(entry.id))\">\n"
    out += "<h3>\(e(entry.title))</h3>\n"
    for note in entry.notes { out += "<p class=\"note\">\(e(note))</p>\n" }
    if let f = entry.finding {
      out += "<p class=\"cause\"><b>Why:</b> \(e(f.cause))</p>\n"
    } else {
      out +=
        "<p class=\"cause\"><b>Result:</b> no finding; every probe still works at the end.</p>\n"
    }
    out +=
      SVGTimeline(
        entry.trace, finding: entry.finding, showSplit: entry.split, touches: entry.touches,
        physics: entry.configuration.map(TouchPhysics.init)
      )
      .render(id: "\(entry.id)-timeline") + "\n"
    if let f = entry.finding, f.rules.rawValue != 0 {
      out += "<h4>Rules of the model that fired</h4>\n<ul class=\"rules\">\n"
      for rule in f.rules.rules {
        out += "<li><span class=\"rule\">\(rule.id)</span> "
        out +=
          "<span class=\"tag tag-\(rule.tag == .evidence ? "e" : rule.tag == .assumption ? "a" : "ea")\">"
        out += "[\(e(rule.tag.rawValue))]</span> \(e(rule.title))</li>\n"
      }
      out += "</ul>\n"
    }
    if let s = entry.signature {
      out += "<p class=\"signature\">signature <code>\(e(s.description))</code> "
      out += "<code class=\"fp\">\(s.fingerprint)</code></p>\n"
    }
    out +=
      "<details open><summary>Scenario</summary>\n<pre class=\"scenario\">\(e(entry.scenarioText))</pre>\n</details>\n"
    out += "<p class=\"replay\">Replay: <code>\(e(entry.replay))</code></p>\n"
    out += "<p class=\"back\"><a href=\"#matrix\">back to the verdicts</a></p>\n"
    out += "</article>\n"
    return out
  }

  static let intro = """
    <p class="intro">NavSim replays a model of UIKit navigation under SwiftUI (a navigation stack, \
    a sheet, the edge swipe-back, the window's interaction lock) on virtual time. After each run, \
    oracles probe the app like a user: tap back, tap links, swipe back, pull the sheet down. \
    <b>lockup</b>: nothing the user does changes the screen any more. <b>corruption</b>: the \
    navigation bar belongs to another screen. <b>stuck-mask</b>: an overlay keeps swallowing \
    touches with no sheet up. <b>dead-end</b>: no short way back to the root. <b>hang</b>: the \
    run never settles. <b>dead-stack</b>: one stack (a tab's, or a sheet's own) stops \
    responding while the tab bar or the sheet's dismissal still works.</p>

    """

  static let legend = """
    <p class="legend">Timelines: one lane per finger and per actor, and in an app that is a tree one per stack and presentation level it used; time left to right. \
    <span class="key gesture"></span> finger down (a gesture) \
    <span class="key tapk"></span> tap that acted \
    <span class="key dropped"></span> tap that did nothing \
    <span class="key navk"></span> transition \
    <span class="key stuckk"></span> never ends \
    <span class="key sheetk"></span> sheet \
    <span class="key finalk"></span> sheet gone but not committed \
    <span class="key lockk"></span> window lock \
    <span class="key maskk"></span> mask / dimming view \
    <span class="key moment"></span> the moment the oracle judged. Hover a bar for details.</p>

    """

  static let css = """
    body{font:15px/1.45 -apple-system,BlinkMacSystemFont,"Segoe UI",Helvetica,Arial,sans-serif;\
    margin:0 auto;max-width:1060px;padding:16px 24px;color:#1d1d1f;background:#fff}
    h1{font-size:22px;margin:8px 0}h2{font-size:19px;margin:28px 0 8px;border-bottom:1px solid #ddd}
    h3{font-size:17px;margin:4px 0 6px}h4{font-size:14px;margin:10px 0 4px}
    .summary{margin:2px 0;color:#444}.intro{color:#333;background:#f5f5f7;padding:8px 12px;border-radius:6px}
    table.matrix{border-collapse:collapse;margin:8px 0}
    .matrix th,.matrix td{border:1px solid #ccc;padding:6px 10px;text-align:left;vertical-align:top}
    .matrix thead th{background:#f0f0f2}.matrix th a{color:#1d1d1f}
    .pill{display:inline-block;padding:1px 8px;margin:1px 0;border-radius:10px;text-decoration:none;font-size:13px}
    .pill.bad{background:#ffe1e0;color:#a40e0e;border:1px solid #e8a3a0}
    .pill.ok{background:#e3f6e5;color:#1e6b2a;border:1px solid #9fd3a7}
    .pill.held{background:#f3fbf4;color:#1e6b2a;border:1px dashed #9fd3a7}
    .pill.none{color:#888;border:1px solid #ddd}
    .verdicts{font-size:14px}
    article.run{border:1px solid #ddd;border-left:5px solid #999;border-radius:6px;padding:10px 14px;margin:16px 0}
    article.bad{border-left-color:#d33}article.ok{border-left-color:#3a3}
    .note{margin:2px 0;color:#555;font-size:14px}.cause{margin:6px 0}
    svg.timeline{width:100%;height:auto;display:block;margin:6px 0;font:11px sans-serif}
    svg .band{fill:#fafafa}svg .band.odd{fill:#f1f1f4}
    svg .grid{stroke:#ddd;stroke-width:1}svg .tick{fill:#666;text-anchor:middle}
    svg .lane-name{fill:#222;font-weight:600;font-size:12px}
    svg .bar rect{fill:#8fb4e8;stroke:#4a78b5}svg .bar text{fill:#111}
    svg .bar.gesture rect{fill:#ffd27a;stroke:#c48a00}
    svg .bar.interactive rect{fill:#b9d3f5}
    svg .bar.stuck rect{fill:#f3a3a0;stroke:#c62828;stroke-dasharray:4 2}
    svg .bar.dim rect{fill:#b8b8c0;stroke:#777}
    svg .bar.sheet rect{fill:#c9b6f0;stroke:#6e4bbf}svg .bar.moving rect{fill:#ddd0f7}
    svg .bar.finalizing rect{fill:#fff;stroke:#6e4bbf;stroke-dasharray:3 2}
    svg .bar.mask rect{fill:#9e9e9e;stroke:#555}svg .bar.lock rect{fill:#555;stroke:#222}
    svg .bar.lock text{fill:#fff}svg .bar text.outside{fill:#333}svg .bar.split rect{fill:#a5d6a7;stroke:#388e3c}
    svg .mark circle{fill:#2e7d32;stroke:#fff;stroke-width:1.5}
    svg .mark.dropped circle{fill:#fff;stroke:#c62828;stroke-width:2}
    svg .mark path{fill:#1565c0}svg .mark text{fill:#222}
    svg .rule-id{fill:#6a1b9a;font-size:10px;font-weight:600}
    svg .moment line{stroke:#d32f2f;stroke-width:2;stroke-dasharray:6 3}
    svg .moment text{fill:#d32f2f;font-weight:700;font-size:12px}
    .legend{font-size:13px;color:#444}
    .key{display:inline-block;width:14px;height:10px;border-radius:2px;margin:0 3px 0 10px;vertical-align:middle}
    .key.gesture{background:#ffd27a}.key.tapk{background:#2e7d32;border-radius:50%;width:10px}
    .key.dropped{border:2px solid #c62828;border-radius:50%;width:7px;height:7px}
    .key.navk{background:#8fb4e8}.key.stuckk{background:#f3a3a0;border:1px dashed #c62828}
    .key.sheetk{background:#c9b6f0}.key.finalk{border:1px dashed #6e4bbf}
    .key.lockk{background:#555}.key.maskk{background:#9e9e9e}
    .key.moment{background:#d32f2f;width:3px}
    .rules{margin:2px 0;padding-left:20px}.rule{font-weight:700}
    .tag{font-family:ui-monospace,Menlo,monospace;font-size:12px;padding:0 4px;border-radius:3px}
    .tag-e{background:#e3f6e5}.tag-a{background:#fff3cd}.tag-ea{background:#e8eefc}
    code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:13px}
    pre{background:#f6f8fa;border:1px solid #e1e4e8;border-radius:6px;padding:8px 10px;overflow-x:auto}
    .signature{font-size:13px;color:#555}.fp{color:#888}
    .back{font-size:13px}footer{margin:30px 0 10px;font-size:12px;color:#777}
    table.map{border-collapse:collapse;font:11px ui-monospace,Menlo,monospace}
    .map td{width:11px;height:11px;padding:0;border:1px solid #fff}
    .map th{font-weight:400;padding:0 4px;text-align:right;white-space:nowrap}
    svg.windowmap{width:100%;height:auto;display:block;margin:6px 0;font-family:sans-serif}
    .swatch{display:inline-block;width:14px;height:12px;border:1px solid #999;margin:0 2px 0 10px;vertical-align:middle}

    """
}

extension HTMLReport {
  /// One page for the same report under several profiles (`--profile LIST`): each page's rows
  /// and sections, their rows prefixed with the profile (`ios26 · none`) and their anchors made
  /// unique, so the matrix reads mitigation × profile × input class.
  ///
  /// - Parameters:
  ///   - pages: each profile's name and its page, in order.
  ///   - title: the combined page's title.
  public static func profiles(_ pages: [(profile: String, page: HTMLReport)], title: String)
    -> HTMLReport
  {
    var combined = HTMLReport(title: title, summary: [], rows: [], entries: [])
    for (profile, page) in pages {
      combined.summary += page.summary.map { "\(profile): \($0)" }
      combined.rows += page.rows.map { (row: "\(profile) · \($0.row)", verdict: $0.verdict) }
      combined.untried += page.untried.map { (row: "\(profile) · \($0.row)", $0.inputClass) }
      combined.emptyCell = page.emptyCell
      for var entry in page.entries {
        entry.id = "\(profile)-\(entry.id)"
        entry.row = "\(profile) · \(entry.row)"
        combined.entries.append(entry)
      }
      combined.figures += page.figures.map { (id: "\(profile)-\($0.id)", $0.title, $0.html) }
    }
    combined.text = pages.compactMap(\.page.text).joined(separator: "\n")
    return combined
  }
}
