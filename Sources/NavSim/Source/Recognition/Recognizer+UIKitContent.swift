/// Views given to a UIKit view controller of the app's own: read as the content of the screen
/// that makes it, with a note, since what the controller does with them is UIKit code.
extension Recognizer {
  /// Notes, once for its place, a UIKit view controller (`UIViewControllerRepresentable`) made
  /// at token `i` with views in closures (`CustomTabView(tabs: [CustomTabItem(…) { Feed() }])`,
  /// `Pager { … }`): how it shows them (tabs, pages, a toolbar) is not read, and they are read
  /// as the content of the screen that makes it.
  mutating func noteViewsGivenToUIKit(at i: Int, in file: SourceFile) {
    var end = i + 1
    if file.isPunctuation(end, ASCII.openParen), let close = file.partner(of: end) {
      end = close + 1
    }
    if file.isPunctuation(end, ASCII.openBrace), let close = file.partner(of: end) {
      end = close + 1
    }
    // A closure that begins with a view (`{ Feed() }`, `{ NavigationStack { … } }`), not an
    // action (`{ url in … }`, `{ dismiss() }`).
    var k = i + 1
    while k < end {
      if file.isPunctuation(k, ASCII.openBrace), file.code.indices.contains(k + 1),
        index.viewTypes.contains(file.text(k + 1))
          || SwiftUIVocabulary.contentTypes.contains(file.text(k + 1))
      {
        break
      }
      k += 1
    }
    guard k < end else { return }
    let place = file.location(ofCode: i)
    guard noted.insert(place).inserted else { return }
    let name = file.text(i)
    guessed.append(
      ScanDiagnostic(
        .note, at: place,
        "\(name) is a UIKit view controller (UIViewControllerRepresentable) given views in "
          + "closures: how it shows them (tabs, pages, a toolbar, a stack of its own) is not "
          + "read; they are read as the content of the screen that makes it"))
  }
}
