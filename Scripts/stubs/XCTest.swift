// Stub declarations of the XCTest UI-testing API the exported UI tests use, with XCTest's
// signatures (iOS SDK) and availability, so that Scripts/check-export.sh can type-check the
// exports on Linux, where the toolchain's XCTest has no UI testing. Declarations only.
@_exported import UIKit

open class XCTestCase: NSObject {
  public override init() { super.init() }
}

public func XCTAssertTrue(
  _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {}

public struct XCUIGestureVelocity: RawRepresentable, Hashable, Sendable {
  public init(rawValue: CGFloat) { self.rawValue = rawValue }
  public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
  public var rawValue: CGFloat
  public static let `default` = XCUIGestureVelocity(rawValue: 0)
}

@MainActor open class XCUICoordinate: NSObject {
  open func withOffset(_ offsetVector: CGVector) -> XCUICoordinate { self }
  open func press(forDuration duration: TimeInterval) {}
  open func press(
    forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate,
    withVelocity velocity: XCUIGestureVelocity, thenHoldForDuration holdDuration: TimeInterval)
  {}
}

public protocol XCUIElementAttributes {
  var identifier: String { get }
  var frame: CGRect { get }
  var value: Any? { get }
  var title: String { get }
  var label: String { get }
  var elementType: XCUIElement.ElementType { get }
  var isEnabled: Bool { get }
  var isSelected: Bool { get }
}

public protocol XCUIElementSnapshot: XCUIElementAttributes {
  var children: [any XCUIElementSnapshot] { get }
}

@MainActor open class XCUIElement: NSObject {
  public enum ElementType: UInt, Sendable {
    case any = 0, other, application, group, window, sheet, drawer, alert, dialog, button
    case radioButton, radioGroup, checkBox, disclosureTriangle, popUpButton, comboBox
    case menuButton, toolbarButton, popover, keyboard, key, navigationBar, tabBar, tabGroup
    case toolbar, statusBar, table, tableRow, tableColumn, outline, outlineRow, browser
    case collectionView, slider, pageIndicator, progressIndicator, activityIndicator
    case segmentedControl, picker, pickerWheel, `switch`, toggle, link, image, icon
    case searchField, scrollView, scrollBar, staticText, textField
  }
  open var exists: Bool { false }
  open var label: String { "" }
  open func snapshot() throws -> any XCUIElementSnapshot { fatalError("stub") }
  open func coordinate(withNormalizedOffset normalizedOffset: CGVector) -> XCUICoordinate {
    XCUICoordinate()
  }
  open func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
    XCUIElementQuery()
  }
  open var windows: XCUIElementQuery { XCUIElementQuery() }
}

@MainActor open class XCUIElementQuery: NSObject {
  open var firstMatch: XCUIElement { XCUIElement() }
  open func matching(identifier: String) -> XCUIElementQuery { self }
  open subscript(key: String) -> XCUIElement { XCUIElement() }
}

@MainActor open class XCUIApplication: XCUIElement {
  public override init() { super.init() }
  open func launch() {}
}

@MainActor open class XCUIDevice: NSObject {
  open class var shared: XCUIDevice { XCUIDevice() }
  open var orientation: UIDeviceOrientation = .portrait
}

open class XCTAttachment: NSObject {
  public enum Lifetime: Int { case keepAlways, deleteOnSuccess }
  public init(string: String) { super.init() }
  open var name: String?
  open var lifetime: XCTAttachment.Lifetime = .deleteOnSuccess
}

public protocol XCTActivity: NSObjectProtocol {
  func add(_ attachment: XCTAttachment)
}

public final class XCTContext: NSObject {
  public static func runActivity<Result>(
    named name: String, block: (any XCTActivity) throws -> Result
  ) rethrows -> Result { fatalError("stub") }
}
