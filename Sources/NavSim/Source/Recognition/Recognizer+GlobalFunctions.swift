/// A call of a function the app declares outside any type (`func Section(_ title: String,
/// @ViewBuilder content: …, learnMore: …) -> some View`, which shadows SwiftUI's `Section` for
/// the calls whose labels it takes): its body is read where it is called (docs/SCAN.md, "What it
/// recognises").
extension Recognizer {
  /// The app's functions named as the call at token `i` that take its labels
  /// (``accepts(_:labels:trailing:)``), each walked into `content` once per walk: what its body
  /// makes is shown where the call is. The call's own arguments and closures are read where they
  /// are written, so each parameter stands for nothing inside the body.
  mutating func globalFunctionCall(
    at i: Int, region: Region, end: Int, depth: Int, recurse: Bool, toolbar: Bool,
    into content: inout ScreenContent, visiting: inout Set<String>
  ) {
    let file = files[region.file]
    guard let functions = index.globalFunctions[file.text(i)] else { return }
    let hasArguments = file.isPunctuation(i + 1, ASCII.openParen)
    let args = hasArguments ? SourceIndex.arguments(file, open: i + 1) : []
    let argumentsEnd = hasArguments ? (file.partner(of: i + 1) ?? i + 1) : i
    let closures = trailingClosures(file, from: argumentsEnd + 1, end: end)
    let labels = args.compactMap(\.label) + closures.compactMap(\.label)
    let trailing = closures.contains { $0.label == nil }
    for function in functions {
      let parameters = index.parameters(of: function)
      guard Self.accepts(parameters, labels: labels, trailing: trailing) else { continue }
      let key = "\(function.name)@\(function.file):\(function.open)"
      guard !visiting.contains(key) else { continue }
      visiting.insert(key)
      var nothing: [String: Region] = [:]
      for parameter in parameters {
        nothing[parameter.name] = Region(
          file: function.file, start: function.open, end: function.open, owner: region.owner)
      }
      walkMember(
        Region(
          file: function.file, start: function.open + 1, end: function.close, owner: region.owner),
        pushing: nothing, call: file.location(ofCode: i), depth: depth, recurse: recurse,
        toolbar: toolbar, into: &content, visiting: &visiting)
      visiting.remove(key)
    }
  }

  /// Whether a function with `parameters` takes a call with argument labels `labels` (those
  /// in the parentheses, then the trailing closures') and, with `trailing`, an unlabelled
  /// trailing closure: every label is a parameter's, and every labelled parameter without a
  /// default is given, but one closure parameter the unlabelled trailing closure may give.
  /// (SwiftUI's `Section("Title") { … }` is not the app's `Section(_:content:learnMore:)`.)
  static func accepts(_ parameters: [Parameter], labels: [String], trailing: Bool) -> Bool {
    guard labels.allSatisfy({ label in parameters.contains { $0.label == label } }) else {
      return false
    }
    let missing = parameters.filter { parameter in
      guard let label = parameter.label, !parameter.hasDefault else { return false }
      return !labels.contains(label)
    }
    if missing.isEmpty { return true }
    return trailing && missing.count == 1 && missing[0].isClosure
  }
}
