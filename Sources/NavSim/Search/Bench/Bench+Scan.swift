import NavSimCore
import NavSimSource

extension Bench {
  /// Lines of Swift per second `navfuzz scan` reads (tokenizer, recogniser, app file; not the
  /// model's verdicts), on one core: a generated app of ``scanCorpus(views:)``'s shape, scanned
  /// whole a few times.
  func scanning() -> [BenchLine] {
    let files = Self.scanCorpus(views: size(400))
    let lines = files.reduce(0) { $0 + $1.1.utf8.reduce(0) { $1 == 10 ? $0 + 1 : $0 } }
    let repeats = 5
    var screens = 0
    let (wall, cpu) = Self.measure {
      for _ in 0..<repeats {
        let scan = SourceScan(files: files.map { SourceFile(path: $0.0, text: $0.1) })
        screens = scan.app.screens.count
      }
    }
    let total = Double(lines * repeats)
    return [
      BenchLine(name: "scan.lines", value: Double(lines), unit: "lines"),
      BenchLine(name: "scan.screens", value: Double(screens), unit: "screens"),
      BenchLine(name: "scan.lines_per_s.1core", value: total / wall, unit: "lines/s"),
      BenchLine(name: "scan.lines_per_cpu_s.1core", value: total / cpu, unit: "lines/s"),
    ]
  }

  /// A SwiftUI app of `views` view files (about 60 lines each): an `@main` App with a TabView,
  /// list screens linking to detail screens, sheets with their own stacks, alerts, strings
  /// with interpolations and comments, as real sources have.
  package static func scanCorpus(views: Int) -> [(String, String)] {
    var files: [(String, String)] = [("App.swift", scanCorpusApp)]
    for n in 0..<views {
      files.append(("Views/Screen\(n).swift", scanCorpusScreen(n, views: views)))
    }
    files.append(
      (
        "Item.swift",
        "struct Item: Identifiable, Hashable { let id: Int; let title: String }\n"
      ))
    return files
  }

  /// The corpus's `@main` App: a TabView of two stacks.
  static let scanCorpusApp =
    """
    import SwiftUI

    @main
    struct BenchApp: App {
      var body: some Scene {
        WindowGroup {
          TabView {
            NavigationStack { Screen0() }.tabItem { Label("A", systemImage: "a") }
            NavigationStack { Screen1() }.tabItem { Label("B", systemImage: "b") }
          }
        }
      }
    }

    """

  /// The corpus's view file `n` of `views`: a list screen linking to another, with a toolbar,
  /// two sheets (one with its own stack), an alert and a row view.
  static func scanCorpusScreen(_ n: Int, views: Int) -> String {
    let next = (n * 7 + 3) % max(1, views)
    let other = (n * 13 + 5) % max(1, views)
    return
      """
      import SwiftUI

      /* Screen \(n): a list of rows, /* nested */ each a link. */
      struct Screen\(n): View {
        @State private var showSheet = false
        @State private var showAlert = false
        @State private var selected: Item? = nil
        let items: [Item] = (0..<20).map { Item(id: $0, title: "Row \\($0)") }

        var body: some View {
          List(items) { item in
            NavigationLink {
              Screen\(next)()
            } label: {
              Row\(n)(item: item)
            }
          }
          .navigationTitle("Screen \(n) with \\(items.count) items")
          .toolbar {
            ToolbarItem(placement: .primaryAction) {
              Button("Add") { showSheet = true }
            }
          }
          .sheet(isPresented: $showSheet) {
            NavigationStack {
              Screen\(other)()
            }
            .presentationDetents([.medium, .large])
          }
          .sheet(item: $selected) { item in
            Text(#"Selected "\\#(item.title)""#)
          }
          .alert("Error", isPresented: $showAlert) {
            Button("OK", role: .cancel) {}
          }
        }
      }

      struct Row\(n): View {
        let item: Item
        var body: some View {
          HStack {
            Text(item.title)  // the row's title
            Spacer()
            Text(\"\"\"
              multi-line \\(item.id)
              \"\"\")
          }
        }
      }

      """
  }
}
