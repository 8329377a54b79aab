/// Link views from outside the sources (docs/SCAN.md): a type that neither SwiftUI nor the app
/// declares, named `…Link`, given a destination (`PresentationLink(transition: .sheet) {
/// Settings() } label: { … }`, `WindowLink(isPresented: $x, destination: { Toast() }, label: {
/// … })`, a package's presentation and window links). What it shows is shown elsewhere (a
/// presentation, a push or a window the scan does not read), not on the screen that writes
/// it: its destination is not read as that screen's content, with a note. Its label is.
extension Recognizer {
  /// The token after the destination of the external link view at token `i`, when it is one;
  /// `nil` otherwise.
  mutating func externalLink(at i: Int, in file: SourceFile) -> Int? {
    let name = file.text(i)
    guard name.hasSuffix("Link"), name.count > 4, !index.declaredTypes.contains(name),
      !SwiftUIVocabulary.contentTypes.contains(name)
    else { return nil }
    var k = i + 1
    var skipTo: Int? = nil
    if file.isPunctuation(k, ASCII.openParen), let close = file.partner(of: k) {
      // `destination:` among the arguments.
      let given = SourceIndex.commaSeparated(file, open: k).contains {
        file.isWord($0.start, "destination") && file.isPunctuation($0.start + 1, UInt8(ascii: ":"))
      }
      if given { skipTo = close + 1 }
      k = close + 1
    }
    if skipTo == nil, file.isPunctuation(k, ASCII.openBrace), let close = file.partner(of: k),
      file.isWord(close + 1, "label"), file.isPunctuation(close + 2, UInt8(ascii: ":"))
    {
      // `{ destination } label: { … }`.
      skipTo = close + 1
    }
    guard let skipTo else { return nil }
    let place = file.location(ofCode: i)
    if noted.insert(place).inserted {
      guessed.append(
        ScanDiagnostic(
          .note, at: place,
          "\(name) is neither SwiftUI's nor declared in the sources (a package's link view): "
            + "what its destination shows is shown elsewhere (presented, pushed or in a window "
            + "the scan does not read), so it is not read as this screen's content"))
    }
    return skipTo
  }
}
