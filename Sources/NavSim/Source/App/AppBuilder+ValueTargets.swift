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
    let destinations = scopedDestinations
    let lowered = Set(words.map { $0.lowercased() })
    let typed = destinations.filter { destination in
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
      let elsewhere = valueDestinations.contains { destination in
        destination.typeWords.contains { lowered.contains($0.lowercased()) }
      }
      notes.append(
        ScanDiagnostic(
          .note, at: at,
          "a push by value of \(type), which no navigationDestination(for:) "
            + (elsewhere ? "in force on this screen's stack" : "of the sources")
            + " takes: SwiftUI pushes nothing for it (in a split view's List(selection:) it "
            + "selects the row; the columns are read on this screen); left out"))
      return []
    }
    let cased = casedTargets(words, in: typed.isEmpty ? destinations : typed)
    if !cased.isEmpty { return cased }
    let matching = typed
    let inForce =
      destinations.count < valueDestinations.count
      ? "in force on this screen's stack (\(destinations.count) of the sources' "
        + "\(valueDestinations.count))"
      : ""
    if router {
      notes.append(
        ScanDiagnostic(
          .note, at: at,
          "a push through a router (\(words.prefix(3).joined(separator: " "))): the screen it "
            + "shows is chosen at run time"
            + (matching.isEmpty
              ? "; linked to every navigationDestination(for:)"
                + (inForce.isEmpty ? "" : " " + inForce)
              : "")))
    } else if matching.isEmpty {
      notes.append(
        ScanDiagnostic(
          .note, at: at,
          "the value's type is not written here: linked to every navigationDestination(for:) "
            + (inForce.isEmpty ? "of the sources (\(valueDestinations.count))" : inForce)))
    }
    return (matching.isEmpty ? destinations : matching).map {
      ($0.destination, $0.wrapping)
    }
  }

  /// The destinations a push by value (``valueTargets(_:at:router:)``) or a call of a package's
  /// router (``packageRouteTargets(_:call:at:)``) reaches; none for any other item.
  mutating func pushTargets(of item: ScreenContent.Item) -> [(
    Destination, ScreenContent.Wrapping
  )] {
    switch item {
    case .valueLink(let words, let at, let router): valueTargets(words, at: at, router: router)
    case .packageRoute(let words, let call, let at): packageRouteTargets(words, call: call, at: at)
    case .link, .presentation, .message: []
    }
  }

  /// A router enum's case named in the value (`.navigate(to: .accountDetail(id))`): the views
  /// the `switch` of each of `destinations` shows for that case.
  func casedTargets(_ words: [String], in destinations: [ScreenContent.ValueDestination]) -> [(
    Destination, ScreenContent.Wrapping
  )] {
    var cased: [(Destination, ScreenContent.Wrapping)] = []
    for destination in destinations {
      guard case .oneOf(let options, let labels, _) = destination.destination else { continue }
      for (option, label) in zip(options, labels) where label.contains(where: words.contains) {
        cased.append((option, destination.wrapping))
      }
    }
    return cased
  }

  /// The destinations a call of a package's router reaches (`router.navigateTo(.post(p))`,
  /// ``ScreenContent/Item/packageRoute(_:call:at:)``): the views the `switch` of a
  /// `navigationDestination(for:)` shows for the case the value names, with a note for each
  /// method the first time it is read; none, with a note, when no such `switch` names it.
  mutating func packageRouteTargets(_ words: [String], call: String, at: SourceLocation)
    -> [(Destination, ScreenContent.Wrapping)]
  {
    let destinations = scopedDestinations
    let lowered = Set(words.map { $0.lowercased() })
    let typed = destinations.filter { destination in
      destination.typeWords.contains { lowered.contains($0.lowercased()) }
    }
    let cased = casedTargets(words, in: typed.isEmpty ? destinations : typed)
    guard !cased.isEmpty else {
      notes.append(
        ScanDiagnostic(
          .note, at: at,
          "'\(call)' is declared in no file of the sources (a package's router?) and its "
            + "value (\(words.prefix(3).joined(separator: " "))) is a case no "
            + "navigationDestination(for:) switch of the sources names: not read"))
      return []
    }
    if packageRoutesNoted.insert(call).inserted {
      notes.append(
        ScanDiagnostic(
          .note, at: at,
          "'\(call)' is declared in no file of the sources (a package's router): read as a "
            + "push of the value it is given, to the view the navigationDestination(for:) "
            + "switch shows for its case (here and at every call of it)"))
    }
    return cased
  }
}
