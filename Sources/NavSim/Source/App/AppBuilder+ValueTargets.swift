import NavSimCore
import NavSimScenario

/// Pushes by value: the destinations a value reaches.
extension AppBuilder {
  /// The destinations a push by value reaches: the `navigationDestination(for:)` whose type
  /// the value names (compared without case), else every one, with a note.
  mutating func valueTargets(_ words: [String], at: SourceLocation, router: Bool) -> [(
    Destination, ScreenContent.Wrapping
  )] {
    guard !valueDestinations.isEmpty else {
      notes.append(
        ScanDiagnostic(
          .note, at: at,
          "a push by value with no navigationDestination(for:) in the sources: left out"))
      return []
    }
    let lowered = Set(words.map { $0.lowercased() })
    let typed = valueDestinations.filter { destination in
      destination.typeWords.contains { lowered.contains($0.lowercased()) }
    }
    // `NavigationLink(value: Section.channels())`, or a name declared `channel: ChannelEntity`:
    // a value of a type of the sources that no destination takes. SwiftUI matches by type, so
    // it pushes nothing (no case of another type's `switch` is chosen by the value's words); in
    // a split view's sidebar list it selects the row, and the columns it chooses between are
    // read on this screen.
    if !router, typed.isEmpty, words.count > 1, let type = words.first,
      index.types.contains(where: {
        $0.name == type
          && ["struct", "enum", "class", "actor"].contains(
            index.files[$0.file].text($0.nameToken - 1))
      })
    {
      notes.append(
        ScanDiagnostic(
          .note, at: at,
          "a push by value of \(type), which no navigationDestination(for:) of the sources "
            + "takes: SwiftUI pushes nothing for it (in a split view's List(selection:) it "
            + "selects the row; the columns are read on this screen); left out"))
      return []
    }
    // A router enum's case named in the value (`.navigate(to: .accountDetail(id))`) picks the
    // views its `switch` shows for that case.
    var cased: [(Destination, ScreenContent.Wrapping)] = []
    for destination in typed.isEmpty ? valueDestinations : typed {
      guard case .oneOf(let options, let labels, _) = destination.destination else { continue }
      for (option, label) in zip(options, labels) where label.contains(where: words.contains) {
        cased.append((option, destination.wrapping))
      }
    }
    if !cased.isEmpty { return cased }
    let matching = typed
    if router {
      notes.append(
        ScanDiagnostic(
          .note, at: at,
          "a push through a router (\(words.prefix(3).joined(separator: " "))): the screen it "
            + "shows is chosen at run time"
            + (matching.isEmpty ? "; linked to every navigationDestination(for:)" : "")))
    } else if matching.isEmpty {
      notes.append(
        ScanDiagnostic(
          .note, at: at,
          "the value's type is not written here: linked to every navigationDestination(for:) "
            + "of the sources (\(valueDestinations.count))"))
    }
    return (matching.isEmpty ? valueDestinations : matching).map {
      ($0.destination, $0.wrapping)
    }
  }
}
