import NavSimSourceTestSupport
import Testing

@testable import NavSimSource

/// A closure given to a modifier of the app's own is read where the modifier's body uses it:
/// presented (through a wrapper view that calls it), shown in place, or, where the body's use
/// is not one the scan follows, in place at the call as before. swift-paperless's edit
/// popovers, in small: `.editSheet { Editor() }` presents `Deferred(content: content)` in a
/// popover that is a sheet on iPhone, and the editor's own sheet was read as the pushed
/// screen's (a false warning there).
@Suite struct RecognizerPassedContentTests {
  /// The app: a pushed `Detail` applies `modifier` to a button, giving it `{ Editor() }`;
  /// `Editor` presents `Add`. `body` is the modifier's body, `content` its closure's name.
  static func app(modifier body: String, call: String = ".editSheet(isPresented: $editing)")
    -> String
  {
    """
    @main struct NotesApp: App {
      var body: some Scene {
        WindowGroup { NavigationStack { NavigationLink("Open") { Detail() } } }
      }
    }
    struct Detail: View {
      @State private var editing = false
      var body: some View {
        Button("Edit") { editing = true }
          \(call) {
            Editor()
          }
      }
    }
    struct Editor: View {
      @State private var adding = false
      var body: some View {
        Button("Add") { adding = true }
          .sheet(isPresented: $adding) { Add() }
      }
    }
    struct Add: View { var body: some View { Text("Add") } }
    struct Deferred<Content: View>: View {
      let content: () -> Content
      var body: some View { content() }
    }
    extension View {
      func editSheet<Content: View>(
        isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
      ) -> some View {
        \(body)
      }
    }
    """
  }

  static func items(_ source: String) -> [String: [String]] {
    let scan = SourceFixtures.scan(["A.swift": source])
    var found: [String: [String]] = [:]
    for name in ["Detail", "Editor"] {
      found[name] = scan.app.screen(named: name)?.items.map(\.text) ?? ["missing"]
    }
    return found
  }

  /// Presented by the modifier, through a wrapper or directly: the editor is the sheet's
  /// screen, and its own sheet is on it, not on the pushed screen.
  @Test(arguments: [
    "popover(isPresented: isPresented) { Deferred(content: content).presentationCompactAdaptation(.sheet) }",
    "sheet(isPresented: isPresented) { Deferred(content: content) }",
    "sheet(isPresented: isPresented) { content() }",
    "sheet(isPresented: isPresented, content: content)",
  ])
  func aClosureTheModifierPresentsIsThePresentationsScreen(body: String) {
    let found = Self.items(Self.app(modifier: body))
    #expect(found["Detail"] == ["sheet Editor"], "\(body)")
    #expect(found["Editor"] == ["sheet Add"], "\(body)")
  }

  /// Shown in place by the modifier (`VStack { content() }`), or used in a way the scan does
  /// not follow (`content?()` of an optional): the editor's views are the pushed screen's, as
  /// a closure given to a modifier was always read.
  @Test(arguments: [
    "background { VStack { content() } }",
    "overlay { content() }",
    "overlay { Deferred(content: content) }",
  ])
  func aClosureTheModifierShowsInPlaceIsTheScreens(body: String) {
    let found = Self.items(Self.app(modifier: body))
    #expect(found["Detail"] == ["sheet Add"], "\(body)")
    #expect(found["Editor"] == ["missing"], "\(body)")
  }

  @Test func aClosureUsedInAWayTheScanDoesNotFollowIsReadAtTheCall() {
    let source = Self.app(
      modifier: "overlay { maybe?() }",
      call: ".editSheet(isPresented: $editing)"
    ).replacingOccurrences(
      of: "@ViewBuilder content: @escaping () -> Content",
      with: "content: @escaping () -> Content, maybe: (() -> Content)? = nil")
    let found = Self.items(source)
    #expect(found["Detail"] == ["sheet Add"])
  }
}
