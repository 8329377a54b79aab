/// The SwiftUI and Swift names the recogniser knows are not navigation: a content made of
/// these alone is a leaf (no screen of its own), and a call to any other name the sources do
/// not declare is content the scan cannot read.
enum SwiftUIVocabulary {
  /// Types whose construction is plain content.
  static let contentTypes: Set<String> = [
    "Text", "Image", "Label", "Button", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack",
    "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "List", "Form", "Section", "ScrollView",
    "ScrollViewReader", "GeometryReader", "Group", "GroupBox", "ForEach", "Spacer", "Divider",
    "Color", "ProgressView", "Toggle", "Picker", "Slider", "Stepper", "TextField", "SecureField",
    "TextEditor", "DatePicker", "ColorPicker", "Menu", "Link", "ShareLink", "EmptyView",
    "AnyView", "AsyncImage", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse",
    "Path", "LinearGradient", "RadialGradient", "AngularGradient", "ToolbarItem",
    "ToolbarItemGroup", "ControlGroup", "DisclosureGroup", "OutlineGroup", "ViewThatFits",
    "ContentUnavailableView", "LabeledContent", "Gauge", "Canvas", "TimelineView", "Table",
    "TableColumn", "Chart", "Map", "VideoPlayer", "Font", "CGSize", "CGPoint", "CGFloat",
    "CGRect", "Double", "Int", "String", "Bool", "UUID", "Date", "URL", "Array", "Set",
    "Dictionary", "Binding", "State", "Namespace", "EdgeInsets", "Edge", "Animation",
    "Environment", "Task", "Tab", "TabSection", "WindowGroup", "Settings", "Scene",
    "NavigationLink", "NavigationStack", "NavigationView", "NavigationSplitView", "TabView",
    "NavigationPath", "SubscriptionStoreView", "PhotosPicker", "Optional", "Result",
    "DispatchQueue", "NotificationCenter", "IndexSet", "Locale", "Calendar", "Data",
    "UIImage", "NSImage", "UIColor", "NSColor", "Material", "Gradient", "Angle",
    "RoundedCornerStyle", "StrokeStyle", "Shape", "Alignment", "UnitPoint", "ShapeStyle",
    "PresentationDetent", "Visibility", "ToolbarPlacement", "ColorScheme", "Bundle", "Error",
    "Character", "Float", "TimeInterval", "JSONDecoder", "JSONEncoder", "Published",
  ]

  /// Functions whose call is plain code, not a view the scan should read.
  static let plainCalls: Set<String> = [
    "withAnimation", "print", "min", "max", "abs", "zip", "stride", "fatalError", "precondition",
    "assert", "dismiss", "String", "openURL", "withTransaction", "debugPrint", "type",
    "NSLocalizedString", "round", "floor", "ceil", "sqrt", "repeatElement", "sequence",
    "modifier",
  ]
}
