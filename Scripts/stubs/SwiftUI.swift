// Stub declarations of the SwiftUI API the exported apps use, with SwiftUI's signatures (as of
// the iOS 18 SDK) and availability, so that Scripts/check-export.sh can type-check the exports
// on Linux. Declarations only: nothing here lays out or draws. On Linux the availability
// attributes are not enforced (they restrict iOS only); the signatures are.
@_exported import Combine
@_exported import UIKit

// MARK: - Views and builders

@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor var body: Self.Body { get }
}

extension Never: View {
  public var body: Never { fatalError("stub") }
}

/// What a stub modifier returns: a view standing for the modified one.
public struct ModifiedView<Content>: View {
  public var body: Never { fatalError("stub") }
}

public struct EmptyView: View {
  public init() {}
  public var body: Never { fatalError("stub") }
}

public struct TupleView<T>: View {
  public init(_ value: T) {}
  public var body: Never { fatalError("stub") }
}

public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  public var body: Never { fatalError("stub") }
}

public struct AnyView: View {
  public init<V: View>(_ view: V) {}
  public var body: Never { fatalError("stub") }
}

extension Optional: View where Wrapped: View {
  public var body: Never { fatalError("stub") }
}

@resultBuilder public struct ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  { TupleView((repeat each content)) }
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> {
    fatalError("stub")
  }
  public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> {
    fatalError("stub")
  }
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

// MARK: - Apps and scenes

@MainActor @preconcurrency public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder @MainActor var body: Self.Body { get }
}

extension Never: Scene {}

@resultBuilder public struct SceneBuilder {
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

@MainActor @preconcurrency public protocol App {
  associatedtype Body: Scene
  @SceneBuilder @MainActor var body: Self.Body { get }
  @MainActor init()
}

extension App {
  @MainActor public static func main() {}
}

public struct WindowGroup<Content: View>: Scene {
  public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError("stub") }
}

// MARK: - State and environment

@propertyWrapper public struct State<Value>: DynamicProperty {
  public init(wrappedValue value: Value) { self.value = value }
  public init() where Value: ExpressibleByNilLiteral { value = nil }
  private let value: Value
  public var wrappedValue: Value {
    get { value }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { fatalError("stub") }
}

@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { self.get = get }
  private let get: () -> Value
  public var wrappedValue: Value {
    get { get() }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { self }
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  { fatalError("stub") }
}

public protocol DynamicProperty {}

@propertyWrapper public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
  public var wrappedValue: ObjectType
}

@propertyWrapper public struct Environment<Value>: DynamicProperty {
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  public var wrappedValue: Value { fatalError("stub") }
}

public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Self.Value { get }
}

public struct EnvironmentValues {
  public init() {}
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { K.defaultValue }
    set {}
  }
  public var dismiss: DismissAction { DismissAction() }
}

public struct DismissAction {
  @MainActor public func callAsFunction() {}
}

@propertyWrapper public struct Namespace: DynamicProperty {
  public init() {}
  public var wrappedValue: Namespace.ID { ID() }
  public struct ID: Hashable {}
}

// MARK: - Values

public struct LocalizedStringKey: ExpressibleByStringInterpolation, Equatable {
  public init(_ value: String) {}
  public init(stringLiteral value: String) {}
  public init(stringInterpolation: DefaultStringInterpolation) {}
}

public struct Font: Hashable {
  public static let largeTitle = Font()
  public static let body = Font()
  public static let caption2 = Font()
}

public protocol ShapeStyle {}

public struct Color: View, ShapeStyle, Hashable {
  public init(uiColor: UIColor) {}
  public static let white = Color(uiColor: .clear)
  public static let clear = Color(uiColor: .clear)
  public static let accentColor = Color(uiColor: .clear)
  public static let secondary = Color(uiColor: .clear)
  public func opacity(_ opacity: Double) -> Color { self }
  public var body: Never { fatalError("stub") }
}

public struct Alignment: Equatable {
  public static let center = Alignment()
  public static let bottom = Alignment()
  public static let bottomLeading = Alignment()
  public static let top = Alignment()
}

public enum AccessibilityChildBehavior: Hashable {
  case ignore, contain, combine
}

public enum NavigationBarItem {
  public enum TitleDisplayMode { case automatic, inline, large }
}

public struct PresentationDetent: Hashable {
  public static let medium = PresentationDetent()
  public static let large = PresentationDetent()
}

@available(iOS 16.4, *)
public struct PresentationBackgroundInteraction {
  public static let enabled = PresentationBackgroundInteraction()
  public static let disabled = PresentationBackgroundInteraction()
}

public enum Visibility: Hashable { case automatic, visible, hidden }

public struct ButtonRole: Equatable {
  public static let cancel = ButtonRole()
  public static let destructive = ButtonRole()
}

public struct SafeAreaRegions: OptionSet {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let all = SafeAreaRegions(rawValue: 3)
}

public enum Edge {
  public struct Set: OptionSet {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let all = Set(rawValue: 15)
  }
}

public enum CoordinateSpace: Hashable {
  case global, local
}

public struct GeometryProxy {
  public var size: CGSize { .zero }
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { .zero }
}

// MARK: - Views

public struct Text: View, Equatable {
  public init(_ key: LocalizedStringKey) {}
  @_disfavoredOverload public init<S: StringProtocol>(_ content: S) {}
  public var body: Never { fatalError("stub") }
  public func font(_ font: Font?) -> Text { self }
  public func foregroundColor(_ color: Color?) -> Text { self }
}

public struct Image: View {
  public init(systemName: String) {}
  public var body: Never { fatalError("stub") }
}

public struct Label<Title: View, Icon: View>: View {
  public var body: Never { fatalError("stub") }
}

extension Label where Title == Text, Icon == Image {
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

public struct Button<Label: View>: View {
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
  public var body: Never { fatalError("stub") }
}

extension Button where Label == Text {
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
  public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {}
}

public struct ZStack<Content: View>: View {
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError("stub") }
}

public struct GeometryReader<Content: View>: View {
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
  public var body: Never { fatalError("stub") }
}

public protocol Shape: View {}

public struct Rectangle: Shape {
  public init() {}
  public var body: Never { fatalError("stub") }
}

public struct RoundedRectangle: Shape {
  public init(cornerRadius: CGFloat) {}
  public var body: Never { fatalError("stub") }
}

@available(iOS 16.0, *)
public struct NavigationStack<Data, Root: View>: View {
  public init(@ViewBuilder root: () -> Root) where Data == [AnyHashable] {}
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable {}
  public var body: Never { fatalError("stub") }
}

@available(iOS 16.0, *)
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  public var body: Never { fatalError("stub") }
}

@available(iOS 16.0, *)
extension NavigationSplitView where Content == EmptyView {
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {}
}

public struct NavigationLink<Label: View, Destination: View>: View {
  public var body: Never { fatalError("stub") }
}

extension NavigationLink where Destination == Never {
  @available(iOS 16.0, *)
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {}
}

public struct TabView<SelectionValue: Hashable, Content: View>: View {
  public var body: Never { fatalError("stub") }
}

extension TabView where SelectionValue == Int {
  public init(@ViewBuilder content: () -> Content) {}
}

public struct List<SelectionValue: Hashable, Content: View>: View {
  public var body: Never { fatalError("stub") }
}

extension List where SelectionValue == Never {
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content>: View {
  public var body: Never { fatalError("stub") }
}

// MARK: - Modifiers

@MainActor @preconcurrency public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder @MainActor func body(content: Self.Content) -> Self.Body
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public var body: Never { fatalError("stub") }
}

extension View {
  public func modifier<T: ViewModifier>(_ modifier: T) -> ModifiedView<(Self, T)> {
    fatalError("stub")
  }
  public func font(_ font: Font?) -> some View { self }
  public func foregroundColor(_ color: Color?) -> some View { self }
  public func opacity(_ opacity: Double) -> some View { self }
  public func allowsHitTesting(_ enabled: Bool) -> some View { self }
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    self
  }
  public func accessibilityIdentifier(_ identifier: String) -> some View { self }
  public func navigationTitle(_ title: String) -> some View { self }
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View
  { self }
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
  public func navigationBarHidden(_ hidden: Bool) -> some View { self }
  @available(iOS 16.0, *)
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { self }
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View { self }
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { self }
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View { self }
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { self }
  public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View { self }
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View { self }
  @available(iOS 16.0, *)
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
  @available(iOS 16.4, *)
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction)
    -> some View
  { self }
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  { self }
  public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
    self
  }
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View { self }
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  { self }
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  { self }
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  { self }
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }
  public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content)
    -> some View
  { self }
  public func onReceive<P: Publisher>(
    _ publisher: P, perform action: @escaping (P.Output) -> Void
  ) -> some View where P.Failure == Never { self }
  @available(iOS 18.0, *)
  public func navigationTransition<T: NavigationTransition>(_ style: T) -> some View { self }
  @available(iOS 18.0, *)
  public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID)
    -> some View
  { self }
}

// MARK: - Toolbars and transitions

public protocol ToolbarContent {}

@resultBuilder public struct ToolbarContentBuilder {
  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
}

public struct ToolbarItemPlacement {
  public static let automatic = ToolbarItemPlacement()
  @available(iOS, introduced: 14.0, deprecated: 100000.0)
  public static let navigationBarLeading = ToolbarItemPlacement()
  public static let topBarLeading = ToolbarItemPlacement()
}

public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  public var body: Never { fatalError("stub") }
}

extension ToolbarItem where ID == () {
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

@available(iOS 18.0, *)
public protocol NavigationTransition {}

@available(iOS 18.0, *)
public struct ZoomNavigationTransition: NavigationTransition {}

@available(iOS 18.0, *)
extension NavigationTransition where Self == ZoomNavigationTransition {
  public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> Self {
    ZoomNavigationTransition()
  }
}

// MARK: - UIKit hosting

public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
  public var environment: EnvironmentValues { EnvironmentValues() }
}

@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View
where Body == Never {
  associatedtype UIViewControllerType: UIViewController
  typealias Context = UIViewControllerRepresentableContext<Self>
  @MainActor func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
  @MainActor func updateUIViewController(
    _ uiViewController: Self.UIViewControllerType, context: Self.Context)
}

extension UIViewControllerRepresentable {
  public var body: Never { fatalError("stub") }
}

public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  public var environment: EnvironmentValues { EnvironmentValues() }
}

@MainActor @preconcurrency public protocol UIViewRepresentable: View where Body == Never {
  associatedtype UIViewType: UIView
  typealias Context = UIViewRepresentableContext<Self>
  @MainActor func makeUIView(context: Self.Context) -> Self.UIViewType
  @MainActor func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
}

extension UIViewRepresentable {
  public var body: Never { fatalError("stub") }
}
