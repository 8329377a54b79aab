import NavSimSourceTestSupport
import Testing

@testable import NavSimSource

/// The device idiom is read as an iPhone's (docs/SCAN.md, "What it recognises"): EhPanda's
/// lists present their detail screen in a sheet only `if DeviceUtil.isPad`, and push it on an
/// iPhone; seven such sheets had been warned as an iPhone's races.
@Suite struct SourceIndexIdiomTests {
  static func check(_ condition: String, properties: [String: SourceIndex.Truth] = [:])
    -> SourceIndex.Truth?
  {
    let file = SourceFile(path: "c.swift", text: condition)
    return SourceIndex.idiomCheck(file, 0, file.code.count, properties: properties)
  }

  @Test(arguments: [
    ("UIDevice.current.userInterfaceIdiom == .pad", SourceIndex.Truth.no),
    ("UIDevice.current.userInterfaceIdiom == .phone", .yes),
    ("UIDevice.current.userInterfaceIdiom != .pad", .yes),
    ("UIDevice.current.userInterfaceIdiom != .phone", .no),
    (".pad == UIDevice.current.userInterfaceIdiom", .no),
    ("UIDevice.current.userInterfaceIdiom == .mac", .no),
    ("!(UIDevice.current.userInterfaceIdiom == .pad)", nil),
    ("UIDevice.current.userInterfaceIdiom == .compact", nil),
    ("UIDevice.current.orientation == .pad", nil),
    ("horizontalSizeClass == .regular", nil),
    ("DeviceUtil.isPad", .no),
    ("!DeviceUtil.isPad", .yes),
    ("isPad", .no),
    ("self.isPad", .no),
    ("a.b.isPad", nil),
    ("isPad && ready", nil),
    ("isPadding", nil),
  ])
  func aConditionOnTheIdiomIsAnIPhones(condition: String, truth: SourceIndex.Truth?) {
    #expect(Self.check(condition, properties: ["isPad": .no]) == truth, "\(condition)")
  }

  /// A property is an idiom check only when every member of its name is one, saying the same.
  @Test func thePropertiesThatTestOnlyTheIdiom() {
    let source = """
      enum DeviceUtil {
        static var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
        static var isPhone: Bool { return UIDevice.current.userInterfaceIdiom == .phone }
        static var isWide: Bool { UIDevice.current.userInterfaceIdiom == .pad || wide }
      }
      struct Layout { var isPhone: Bool { UIDevice.current.userInterfaceIdiom == .phone } }
      struct Other { var isPad: Bool { false } }
      """
    let index = SourceIndex(files: [SourceFile(path: "d.swift", text: source)])
    let found = SourceIndex.idiomProperties(files: index.files, members: index.members)
    #expect(found == ["isPhone": .yes])
  }

  /// Read on an iPhone, the iPad's branch and the members only it uses are left out, with a
  /// note; read at no version (the library's every-branch reading) nothing is.
  @Test func theIPadsBranchIsLeftOut() throws {
    let source = """
      @main struct A: App { var body: some Scene { WindowGroup { NavigationStack { List() } } } }
      enum DeviceUtil { static var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad } }
      struct List: View {
        @State private var detail: Int?
        var body: some View {
          if DeviceUtil.isPad {
            Button("Open") { detail = 1 }.sheet(item: $detail) { _ in Detail() }
          } else {
            NavigationLink("Open") { Detail() }
          }
        }
      }
      struct Rows: View { var body: some View { Text("r") } }
      struct Detail: View {
        @State private var editing = false
        var body: some View {
          Button("Edit") { editing = true }.sheet(isPresented: $editing) { Text("e") }
          if UIDevice.current.userInterfaceIdiom != .phone { Button("Wide") { editing = true } }
        }
      }
      """
    let scan = SourceFixtures.scan(["A.swift": source], iOS: OSVersion(major: 17))
    #expect(scan.app.screen(named: "List")?.items.map(\.text) == ["link Detail"])
    #expect(scan.app.screen(named: "Detail")?.items.map(\.text) == ["sheet"])
    #expect(
      scan.diagnostics.filter { $0.message.contains("check of the device idiom is read") }
        .map(\.location.line) == [6])
    let everyBranch = SourceFixtures.scan(["A.swift": source])
    #expect(
      everyBranch.app.screen(named: "List")?.items.map(\.text) == [
        "sheet Detail item", "link Detail",
      ])
  }
}
