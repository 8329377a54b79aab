/// Value destinations scoped to their stacks: SwiftUI resolves a value pushed on a stack with the
/// `navigationDestination(for:)` modifiers declared in that stack's views, the root's and those
/// of the screens pushed on it, never with another stack's (a sheet's own stack, another tab's).
/// The screens are read once with every destination of the sources, which over-reaches; then,
/// when that first reading shows a destination out of some screen's stack, read again with each
/// screen's pushes resolved by the destinations of the screens it can be pushed from (its own
/// included), until a reading's pushes give the scopes it was read with (at most four times).
/// A screen none of whose stack's screens declares one (its destinations are in a view the scan
/// does not read as a screen) keeps every one (docs/SCAN.md, "What it recognises").
extension AppBuilder {
  /// The most readings of the screens with scoped destinations: each reading's pushes give the
  /// next one's scopes, which only narrow while a screen keeps some in force.
  static let maximumScopeReadings = 4

  /// Reads the app: every view's content, then the screens from the root, scoped.
  mutating func build() {
    readViews()
    let start = self
    buildScreens()
    var reading = 0
    while reading < Self.maximumScopeReadings, let scopes = destinationScopes(),
      scopes != self.scopes
    {
      // Each reading keeps the recogniser's caches (and the notes it wrote reading them).
      let recognizer = self.recognizer
      self = start
      self.recognizer = recognizer
      self.scopes = scopes
      buildScreens()
      reading += 1
    }
  }

  /// For each screen read, the places of the value destinations in force on its stack: those
  /// declared on a screen it is pushed from, at any distance, or on itself; `nil` when no screen
  /// has some but not all (scoping changes nothing).
  func destinationScopes() -> [Key: Set<SourceLocation>]? {
    let all = Set(valueDestinations.map(\.location))
    guard !all.isEmpty else { return nil }
    var keyOf: [String: Key] = [:]
    for key in keys { if let name = names[key], keyOf[name] == nil { keyOf[name] = key } }
    var pushes: [Key: [Key]] = [:]
    for screen in app.screens {
      guard let from = keyOf[screen.name] else { continue }
      for item in screen.items {
        if case .link(let target) = item.kind, let to = keyOf[target] {
          pushes[from, default: []].append(to)
        }
      }
    }
    var scopes: [Key: Set<SourceLocation>] = [:]
    for declaring in keys {
      guard let places = declaredDestinations[declaring], !places.isEmpty else { continue }
      var seen: Set<Key> = [declaring]
      var queue = [declaring]
      while let key = queue.popLast() {
        scopes[key, default: []].formUnion(places)
        for next in pushes[key] ?? [] where seen.insert(next).inserted { queue.append(next) }
      }
    }
    // A screen with none in force keeps them all (``scopedDestinations``).
    let narrowed = keys.contains { key in
      guard let scope = scopes[key], !scope.isEmpty else { return false }
      return !scope.isSuperset(of: all)
    }
    return narrowed ? scopes : nil
  }

  /// The value destinations a push on the screen being read may reach: those in force on its
  /// stack (``destinationScopes()``), or every one when none of them is, or before scoping.
  var scopedDestinations: [ScreenContent.ValueDestination] {
    guard let currentScope else { return valueDestinations }
    let scoped = valueDestinations.filter { currentScope.contains($0.location) }
    return scoped.isEmpty ? valueDestinations : scoped
  }
}
