import Testing

@testable import NavSimCore

/// The presentation table (``PresentationKind/traits``) and the one description of a
/// presentation every layer shares (``ScreenPresentation``).
@Suite struct PresentationKindTests {
  @Test func keywordsAndModifiersAreDistinctAndReadBack() {
    #expect(Set(PresentationKind.keywords).count == PresentationKind.allCases.count)
    #expect(Set(PresentationKind.modifiers).count == PresentationKind.modifiers.count)
    for kind in PresentationKind.allCases {
      #expect(PresentationKind(keyword: kind.keyword) == kind)
      #expect(PresentationKind(modifier: kind.modifier) == kind)
    }
    // iPhone shows a popover as a sheet.
    #expect(PresentationKind(modifier: "popover") == .sheet)
    #expect(PresentationKind(modifier: "navigationDestination") == nil)
  }

  @Test(arguments: PresentationKind.allCases)
  func aRowIsConsistent(_ kind: PresentationKind) {
    // What shows a screen has the close button; a pullable kind shows a screen.
    #expect(kind.hasContent == (kind.dismissControl == .closeSheet))
    if kind.isPullable { #expect(kind.hasContent) }
  }

  @Test func anAlertAndADialogAreDismissedByTheirOwnButtons() {
    #expect(PresentationKind.alert.dismissControl == .ok)
    #expect(PresentationKind.dialog.dismissControl == .cancel)
    #expect(PresentationItem.textSheet.kind == .sheet)
  }

  @Test func aPresentationKeepsEveryOptionWhenItsContentIsRenamed() {
    let item = PresentationItem(
      .sheet, content: 3, ownStack: true, isItem: true, medium: true, large: false,
      undimmed: true, noPull: true)
    let named = item.mapContent { "screen\($0)" }
    #expect(named.content == "screen3")
    #expect(named.mapContent { _ in ScreenID(3) } == item)
    #expect(item.withContent(String?.none).withContent(ScreenID(3)) == item)
  }
}
