/// A call of a navigation method of the app's own whose value names a route of its registry
/// (``SourceIndex/routes``): `router.route(to: .settings)`, `navigation.openSheet(.profile(p))`
/// read as a link or a presentation of the route's view, at the call (docs/SCAN.md).
extension Recognizer {
  /// The route call whose `.` is `dot`, added to `content`; returns where the walk goes on, or
  /// `nil` when the call is no route call.
  mutating func route(
    at dot: Int, region: Region, end: Int, into content: inout ScreenContent
  ) -> Int? {
    let file = files[region.file]
    let nameIndex = dot + 1
    guard !index.routes.isEmpty, file.isPunctuation(dot, ASCII.dot),
      file.isPunctuation(nameIndex + 1, ASCII.openParen)
    else { return nil }
    let method = file.text(nameIndex)
    guard SourceIndex.isRouteVerb(method), !Self.modifiers.contains(method),
      !method.hasPrefix("presentation"), !index.viewModifierNames.contains(method)
    else { return nil }
    // The first argument, past its label: `.name` or `.name(…)`.
    var k = nameIndex + 2
    if file.code.indices.contains(k), file.code[k].kind == .identifier,
      file.isPunctuation(k + 1, UInt8(ascii: ":"))
    {
      k += 2
    }
    guard let (route, inner) = routeValue(at: k, in: file) else { return nil }
    let close = file.partner(of: nameIndex + 1) ?? nameIndex + 1
    let location = file.location(ofCode: dot)
    var (destination, wrapping) = routeDestination(route, inner: inner)
    if let kind = (route.style ?? SourceIndex.style(ofMethod: method)).presentation {
      // Presented through the router's sheet, whose content is a stack.
      if index.routerStackKinds.contains(kind) { wrapping.stack = true }
      content.items.append(
        .presentation(kind, item: false, popover: false, destination, wrapping, at: location))
    } else {
      content.items.append(.link(destination, wrapping, at: location))
    }
    return close + 1
  }

  /// `router.presentedSheet = .settings` at token `i` (the property's name), where a
  /// `.sheet(item: $router.presentedSheet)` chooses its content by the item: a presentation of
  /// the route's view at the assignment; returns where the walk goes on, or `nil`.
  mutating func presentedItemAssignment(
    at i: Int, region: Region, into content: inout ScreenContent
  ) -> Int? {
    let file = files[region.file]
    guard !index.presentedProperties.isEmpty, file.isPunctuation(i + 1, UInt8(ascii: "=")),
      index.presentedProperties.contains(file.text(i)),
      let (route, inner) = routeValue(at: i + 2, in: file)
    else { return nil }
    var (destination, wrapping) = routeDestination(route, inner: inner)
    let kind = route.style?.presentation ?? .sheet
    if index.routerStackKinds.contains(kind) { wrapping.stack = true }
    content.items.append(
      .presentation(
        kind, item: true, popover: false, destination, wrapping,
        at: file.location(ofCode: i)))
    return i + 4
  }

  /// The route a value at token `k` names (`.settings`, `.settings(.general)`), with the case
  /// its first argument names when that is a case too (`general`); `nil` when `k` begins no
  /// value naming a route of the registry.
  func routeValue(at k: Int, in file: SourceFile) -> (SourceIndex.Route, inner: String?)? {
    guard Self.isImplicitMember(file, k), let route = index.routes[file.text(k + 1)] else {
      return nil
    }
    var inner: String? = nil
    if file.isPunctuation(k + 2, ASCII.openParen), Self.isImplicitMember(file, k + 3) {
      inner = file.text(k + 4)
    }
    return (route, inner)
  }

  /// What a route shows: its static member's view, or the view its case gives in the
  /// registry's `switch self` (read once for each member); for a case that binds its value
  /// (`case let .settings(page): page.view()`) given a case of that value (`inner`, `general`
  /// of `.settings(.general)`), what that inner case shows when the bound value's views are
  /// told apart by case.
  mutating func routeDestination(_ route: SourceIndex.Route, inner: String? = nil) -> (
    Destination, ScreenContent.Wrapping
  ) {
    let member = route.member
    // A value the case holds that is a case of its type's registry (`.settings(.general)`,
    // `SettingsPage.general`): what that case shows.
    if let inner, let caseName = route.caseName, route.caseBody != nil,
      let type = index.firstValueType(ofCase: caseName, in: member.owner),
      let innerRoute = index.caseRoutes[type + "." + inner], innerRoute.caseBody != nil
    {
      return routeDestination(innerRoute)
    }
    // The case's own body when the registry has it (what that case shows, whatever the others
    // show), else the member's.
    let (start, end) =
      route.caseBody.map { ($0.lowerBound, $0.upperBound) } ?? (member.open + 1, member.close)
    let key = RouteKey(file: member.file, open: route.caseBody?.lowerBound ?? member.open)
    let resolved: (Destination, ScreenContent.Wrapping)
    if let known = routeMembers[key] {
      resolved = known
    } else {
      let found = resolve(
        Region(file: member.file, start: start, end: end, owner: member.owner))
      resolved = (found.0, .init(found.1))
      routeMembers[key] = resolved
    }
    if route.caseBody != nil {
      // Else the choice the case's own views label with the inner case.
      guard let inner, let chosen = resolved.0.choice(inner, where: { $0.contains(inner) })
      else { return resolved }
      return (chosen, resolved.1)
    }
    guard let caseName = route.caseName else { return resolved }
    if case .oneOf = resolved.0 {
      if let chosen = resolved.0.choice(caseName, where: { $0.first == caseName }) {
        return (chosen, .init(ScreenContent()))
      }
      let place = files[member.file].location(ofCode: member.nameToken)
      return (
        .unresolved("the case .\(caseName) of \(member.owner).\(member.name)", at: place),
        .init(ScreenContent())
      )
    }
    return resolved
  }
}

/// A registry member by its place (``Recognizer/routeMembers``).
struct RouteKey: Hashable, Sendable {
  var file: Int
  var open: Int
}
