import NavSimCore

/// A run of code tokens of one file that a scan reads as view content: a type's `body`, a
/// closure, an argument.
struct Region: Hashable, Sendable {
  /// The file, by index in the scan's files.
  var file: Int
  /// The first code token.
  var start: Int
  /// Just past the last code token.
  var end: Int
  /// The type whose members names in the region refer to (`nil`: none).
  var owner: String?
}

/// What a destination or presentation shows, as the recogniser resolves its content.
indirect enum Destination: Hashable, Sendable {
  /// A view type declared in the sources.
  case type(String, at: SourceLocation)
  /// Content written inline (it has navigation of its own): read as a screen of its own.
  case inline(Region, at: SourceLocation)
  /// Content with no navigation (a text, an image, views of SwiftUI only).
  case leaf
  /// One of several views, chosen at run time (a `switch` or `if` over views), each with the
  /// words of the `case` it is under (empty outside a `switch`).
  case oneOf([Destination], labels: [[String]], at: SourceLocation)
  /// Content the scan cannot read (a function or type it does not have, `AnyView(…)`).
  case unresolved(String, at: SourceLocation)
}

/// What the recogniser found in one view's content: the items and the facts about the view.
struct ScreenContent: Sendable {
  /// A navigation construct, where it is written.
  enum Item: Hashable, Sendable {
    /// A NavigationLink with a destination, `navigationDestination(isPresented:|item:)`.
    case link(Destination, Wrapping, at: SourceLocation)
    /// A NavigationLink by value, or a push onto a path (`path.append(…)`): the value's words.
    case valueLink([String], at: SourceLocation, router: Bool)
    /// A call of a navigation method no file of the sources declares (a package's router:
    /// `router.navigateTo(.post(p))`): the words of the value it is given, and the call.
    case packageRoute([String], call: String, at: SourceLocation)
    /// A presentation that shows a screen (a sheet or a full-screen cover), with its binding
    /// kind and content; `popover`: written as `.popover`, which iPhone shows as a sheet.
    case presentation(
      PresentationKind, item: Bool, popover: Bool, Destination, Wrapping, at: SourceLocation)
    /// A presentation that shows none (`.alert(…)`, `.confirmationDialog(…)`).
    case message(PresentationKind, at: SourceLocation)

    /// Where it is written.
    var location: SourceLocation {
      switch self {
      case .link(_, _, let at), .valueLink(_, let at, _), .packageRoute(_, _, let at),
        .presentation(_, _, _, _, _, let at), .message(_, let at):
        at
      }
    }
  }

  /// What the content written at a destination or presentation site adds around the view it
  /// shows: its own NavigationStack, detents, the zoom transition.
  struct Wrapping: Hashable, Sendable {
    var stack = false
    var detents: String? = nil
    var noPull = false
    var undimmed = false
    var zoom = false
    /// A popover kept as one in compact widths (``ScreenContent/keptPopover``).
    var keptPopover: SourceLocation? = nil

    init(_ facts: ScreenContent) {
      stack = facts.hostsStack
      detents = facts.detents
      noPull = facts.noPull
      undimmed = facts.undimmed
      zoom = facts.zoom
      keptPopover = facts.keptPopover
    }

    /// Whether the content adds nothing.
    var isPlain: Bool { !stack && detents == nil && !noPull && !undimmed && keptPopover == nil }
  }

  /// A `navigationDestination(for: T.self)`: the value type's words and what it shows.
  struct ValueDestination: Sendable {
    var typeWords: [String]
    var destination: Destination
    var wrapping: Wrapping
    var location: SourceLocation
  }

  var items: [Item] = []
  var valueDestinations: [ValueDestination] = []
  /// A NavigationStack, NavigationView or NavigationSplitView in the content.
  var hostsStack = false
  var split = false
  /// The TabView's tabs: what each shows, where it starts, and the content written around
  /// the view it shows when that content is read apart (``Recognizer/forEachTabs(file:forEach:content:)``:
  /// a `ForEach`'s iteration, whose navigation is on each element's tab).
  var tabs: [(Destination, SourceLocation, shared: Region?)] = []
  var tabViewSite: SourceLocation? = nil
  /// `navigationBarBackButtonHidden(true)`.
  var backHidden: SourceLocation? = nil
  /// `navigationBarHidden(true)` or `toolbar(.hidden…)`.
  var barHidden: SourceLocation? = nil
  /// A `dismiss()` call inside `.toolbar { … }`, and one elsewhere in the content.
  var toolbarDismiss = false
  var contentDismiss = false
  var zoom = false
  var detents: String? = nil
  var noPull = false
  var undimmed = false
  /// `.presentationCompactAdaptation(.popover)` (or `.none`), where it is written: a popover
  /// showing this content stays a popover on iPhone rather than becoming a sheet.
  var keptPopover: SourceLocation? = nil
  /// `.onReceive(NotificationCenter…)`, `.overlay` switched by a condition, a post.
  var receivesNotification: SourceLocation? = nil
  var switchedOverlay = false
  /// The names an overlay's `if` (or `?:`) tests, and the names a notification handler sets:
  /// the seed's mask is an overlay switched by what the notification sets.
  var overlayCondition: Set<String> = []
  var notificationSets: Set<String> = []
  var countedOverlay = false
  var postsNotification = false
  /// Views of the sources referenced in the content (UIKit views of the sources, a
  /// `UIViewControllerRepresentable`, among them), in the order written, with their nesting
  /// depth.
  var references: [(name: String, depth: Int, at: SourceLocation, label: [String])] = []
  /// Where the views of ``references`` written inside an `.overlay` or
  /// a `.background` are: decoration laid over or under the content, never what it shows while
  /// another view is there.
  var decorations: Set<SourceLocation> = []
  /// Where the views of ``references`` written in a `.toolbar` are: a bar's items, never what
  /// a presentation shows (a sheet's content is not its Cancel button).
  var toolbarViews: Set<SourceLocation> = []
  /// For an item written inside a modifier of the app's own (`withSheetDestinations()`), where
  /// the outermost such modifier is called in the content: where the screen attaches it.
  var via: [SourceLocation: SourceLocation] = [:]
  /// Where the closures begin that a modifier of the app's own was given and whose body shows
  /// where it uses them (``Recognizer/passedContent(at:region:end:depth:recurse:toolbar:into:visiting:)``,
  /// a presentation of a passed closure): the call does not show them again in place.
  var passedShown: Set<TokenPlace> = []
  /// How many `.overlay` or `.background` modifiers the walk is inside.
  var decorating = 0
  /// The words of the `case` label the walk is under.
  var caseLabel: [String] = []
  /// The names that `case` label binds its values to (`case let .settings(page):`: `page`).
  var caseBindings: [String] = []
  /// Calls the scan cannot read (a function or type it does not have), the first one.
  var unreadCall: (String, SourceLocation)? = nil
  /// Whether the content chooses between views (`switch`, `if`).
  var chooses = false
  /// The items and references already added by ``absorb(_:)`` and ``merge(_:)``: content
  /// reached by several paths (a modifier called twice, a view embedded twice) adds its
  /// items once (``Recognizer/walkMember(_:pushing:call:depth:recurse:toolbar:into:visiting:)``).
  var seenItems: Set<Item> = []
  /// How many of ``items`` are in ``seenItems``.
  var seenPrefix = 0
  var seenReferences: Set<ReferenceKey> = []

  /// A reference as ``seenReferences`` compares it.
  struct ReferenceKey: Hashable, Sendable {
    var name: String
    var depth: Int
    var at: SourceLocation
    var label: [String]
  }

  /// Whether the content has navigation of its own.
  var isNavigational: Bool {
    !items.isEmpty || !valueDestinations.isEmpty || !tabs.isEmpty
  }
}
