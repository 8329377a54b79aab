import NavSimSourceTestSupport
import Testing

@testable import NavSimSource

/// Coordinators of the app's own (``CoordinatorGraph``): screens made by coordinator classes,
/// pushed and presented on a coordinator stack when a screen's actions ask for it.
@Suite struct SourceScanCoordinatorsTests {
  let scan = SourceScan(files: SourceFixtures.files("CoordinatorFlow"))

  /// The flow's calls are links and presentations on the screens whose actions lead to them:
  /// through the state machine's event (`tryEvent(.presentPlot)` and its `case`), through the
  /// flow's own method, and a sheet whose content is a coordinator stack made there, with the
  /// root set on it.
  @Test func aFlowsCallsAreReadOnTheScreensWhoseActionsLeadToThem() {
    let screens = scan.app.text().split(separator: "\n").filter { $0.hasPrefix("screen:") }
    #expect(
      screens == [
        "screen: PlotList: link GreenhouseScreen, link PlotScreen",
        "screen: GreenhouseScreen: sheet SeedsScreen stack",
        "screen: PlotScreen: alert, sheet SeedsScreen stack",
        "screen: SeedsScreen",
      ])
  }

  /// The App's WindowGroup shows a coordinator's view: the root is the screen a flow sets as
  /// its stack's root, said in a note, and it is not called a root without a stack.
  @Test func theRootIsTheScreenAFlowSetsAsItsStacksRoot() {
    let notes = scan.diagnostics.map(\.message)
    #expect(
      notes.contains(
        "the WindowGroup shows a coordinator's view; the root is PlotList, set as a stack's root "
          + "at CoordinatorFlow/PlotsFlow.swift:52:10, from which the most screens (4) are "
          + "reached"))
    #expect(!notes.contains { $0.hasPrefix("no NavigationStack or NavigationView found") })
  }

  /// A call no screen's actions lead to is a note that says so, at its place, and counted.
  @Test func aCallNoScreenLeadsToIsANoteWithItsReason() {
    let notes = scan.diagnostics.filter { $0.message.hasPrefix("a coordinator's navigation") }
    #expect(notes.map { "\($0.location)" } == ["CoordinatorFlow/PlotsFlow.swift:88:10"])
    #expect(
      notes.first?.message
        == "a coordinator's navigation call not read: it shows HarvestScreen, but no screen's "
        + "actions are traced to it, so the screen it is shown from is not known")
    #expect(scan.navigationCallsUnread == 1)
  }

  /// The stack view's own `.sheet(item:)` is the mechanism the calls present through: read at
  /// each call, not a site left unread.
  @Test func theStackViewsPresentationIsReadThroughTheCalls() {
    #expect(scan.presentationSitesSeen == 2)
    #expect(scan.presentationSitesRead == 2)
  }

  /// A child flow's action (`actionsSubject.send(.showSettings)`, sent from its screen's action
  /// handler) runs the `case` of the parent's handler on that flow: the settings sheet is
  /// presented from the child's screen. An event sent with `processEvent` is followed as
  /// `tryEvent` is.
  @Test func aChildFlowsActionIsHandledForTheScreenThatSendsIt() {
    let text = """
      import SwiftUI

      final class Stack {
        func push(_ c: AnyObject) {}
        func setSheetCoordinator(_ c: AnyObject?) {}
      }

      final class HomeCoordinator {
        let actions = Subject()
        func toPresentable() -> AnyView { AnyView(HomeScreen()) }
      }

      final class SettingsCoordinator {
        func toPresentable() -> AnyView { AnyView(SettingsScreen()) }
      }

      final class HomeFlow {
        let stack: Stack
        let actionsSubject = Subject()
        init(stack: Stack) { self.stack = stack }
        func start() {
          let home = HomeCoordinator()
          home.actions.sink { [weak self] action in
            switch action {
            case .settings: self?.stateMachine.processEvent(.showSettings)
            }
          }
          stack.push(home)
        }
        private func handle() {
          switch (context.fromState, context.event, context.toState) {
          case (_, .showSettings, _): actionsSubject.send(.showSettings)
          }
        }
      }

      final class AppFlow {
        let stack = Stack()
        func start() {
          let flow = HomeFlow(stack: stack)
          flow.actions.sink { [weak self] action in
            switch action {
            case .showSettings: self?.presentSettings()
            }
          }
          flow.start()
        }
        private func presentSettings() {
          stack.setSheetCoordinator(SettingsCoordinator())
        }
      }

      struct HomeScreen: View { var body: some View { Text("home") } }
      struct SettingsScreen: View { var body: some View { Text("settings") } }

      """
    let index = SourceIndex(files: [SourceFile(path: "Home.swift", text: text)])
    let graph = CoordinatorGraph(index: index)
    let items = graph.items["HomeScreen"] ?? []
    #expect(items.count == 1)
    guard
      case .presentation(let kind, _, _, .type(let shown, _), let wrapping, let at) = items.first
    else {
      Issue.record("no presentation on HomeScreen: \(items)")
      return
    }
    #expect(kind == .sheet)
    #expect(shown == "SettingsScreen")
    #expect(!wrapping.stack)
    #expect("\(at)" == "Home.swift:49:10")
  }

  /// The other calls and rules, one app: a split view's detail pushed over its sidebar, a cover,
  /// a push a screen coordinator makes itself (its view model's action), the view a screen
  /// coordinator makes and hands to its screen (embedded: its alert is that screen's), and a
  /// flow that sets the window's root (a coordinator with roots and no pushes) not reached from
  /// the screen that made it.
  @Test func detailCoverOwnCallsEmbeddedViewsAndWindowRoots() {
    let text = """
      import SwiftUI

      final class Split {
        func setSidebarCoordinator(_ c: AnyObject?) {}
        func setDetailCoordinator(_ c: AnyObject?) {}
        func setFullScreenCoverCoordinator(_ c: AnyObject?) {}
        func push(_ c: AnyObject) {}
      }
      final class Window {
        func setRootCoordinator(_ c: AnyObject?) {}
      }

      final class ListCoordinator {
        let actions = Subject()
        func toPresentable() -> AnyView {
          let badge = Badge()
          return AnyView(ListScreen(badge: badge))
        }
      }
      final class DetailCoordinator {
        let split: Split
        func toPresentable() -> AnyView { AnyView(DetailScreen()) }
        func showCredits() { split.push(CreditsCoordinator()) }
      }
      final class CreditsCoordinator {
        func toPresentable() -> AnyView { AnyView(CreditsScreen()) }
      }
      final class PlayerCoordinator {
        func toPresentable() -> AnyView { AnyView(PlayerScreen()) }
      }
      final class LoginCoordinator {
        func toPresentable() -> AnyView { AnyView(LoginScreen()) }
      }

      final class MainFlow {
        let split: Split
        func start() {
          let list = ListCoordinator()
          list.actions.sink { [weak self] action in
            switch action {
            case .open: self?.openDetail()
            case .play: self?.split.setFullScreenCoverCoordinator(PlayerCoordinator())
            case .signOut: self?.signOut()
            }
          }
          split.setSidebarCoordinator(list)
        }
        private func openDetail() { split.setDetailCoordinator(DetailCoordinator()) }
        private func signOut() { let flow = LoginFlow(); flow.start() }
      }

      final class LoginFlow {
        let window: Window
        func start() {
          window.setRootCoordinator(LoginCoordinator())
          split.push(CreditsCoordinator())
        }
      }

      struct ListScreen: View { let badge: Badge; var body: some View { badge } }
      struct Badge: View {
        @State var shown = false; func setShown() { shown = true }
        var body: some View { Text("1").alert("New", isPresented: $shown) {} }
      }
      struct DetailScreen: View { var body: some View { Text("detail") } }
      struct CreditsScreen: View { var body: some View { Text("credits") } }
      struct PlayerScreen: View { var body: some View { Text("player") } }
      struct LoginScreen: View { var body: some View { Text("login") } }

      """
    let index = SourceIndex(files: [SourceFile(path: "Main.swift", text: text)])
    let graph = CoordinatorGraph(index: index)
    func shown(_ screen: String) -> [String] {
      (graph.items[screen] ?? []).map {
        switch $0 {
        case .link(.type(let view, _), _, _): "link \(view)"
        case .presentation(let kind, _, _, .type(let view, _), _, _): "\(kind.keyword) \(view)"
        default: "?"
        }
      }
    }
    #expect(shown("ListScreen") == ["cover PlayerScreen", "link DetailScreen"])
    #expect(shown("DetailScreen") == ["link CreditsScreen"])
    #expect(graph.items["LoginScreen"] == nil)
    #expect(graph.embedded["ListScreen"] == ["Badge"])
    #expect(graph.roots.map(\.name) == ["ListScreen", "LoginScreen"])
    // The login flow's push is not made from the list it replaced.
    #expect(graph.untraced.map { "\($0.at)" }.contains("Main.swift:56:10"), "\(graph.untraced)")
    #expect(
      graph.untraced.contains {
        "\($0.at)" == "Main.swift:56:10"
          && $0.reason.hasPrefix("it shows CreditsScreen, but no screen's actions")
      })
  }

  /// The roots the window shows in other states (a signed-out flow's login) are read too:
  /// their screens are in the app, never reached from the start, and a presentation there is
  /// judged from its own root (its focused app starts on it).
  @Test func theWindowsOtherRootsAreReadAndJudgedFromTheirOwnRoot() {
    let text = """
      import SwiftUI

      @main struct TeaApp: App {
        let app = AppFlow()
        var body: some Scene { WindowGroup { app.toPresentable() } }
      }
      final class Window {
        func setRootCoordinator(_ c: AnyObject?) {}
        func toPresentable() -> AnyView { AnyView(WindowView()) }
      }
      final class Stack {
        func setRootCoordinator(_ c: AnyObject?) {}
        func push(_ c: AnyObject) {}
      }
      final class ShelfCoordinator {
        let actions = Subject()
        func toPresentable() -> AnyView { AnyView(ShelfScreen()) }
      }
      final class TeaCoordinator {
        func toPresentable() -> AnyView { AnyView(TeaScreen()) }
      }
      final class LoginCoordinator {
        func toPresentable() -> AnyView { AnyView(LoginScreen()) }
      }
      final class AppFlow {
        let window = Window()
        let stack = Stack()
        func toPresentable() -> AnyView { window.toPresentable() }
        func signedIn() {
          let shelf = ShelfCoordinator()
          shelf.actions.sink { [weak self] _ in self?.stack.push(TeaCoordinator()) }
          stack.setRootCoordinator(shelf)
          window.setRootCoordinator(stack)
        }
        func signedOut() { window.setRootCoordinator(LoginCoordinator()) }
      }
      struct WindowView: View { var body: some View { Text("window") } }
      struct ShelfScreen: View { var body: some View { Text("shelf") } }
      struct TeaScreen: View { var body: some View { Text("tea") } }
      struct LoginScreen: View {
        @State var failed = false; func setFailed() { failed = true }
        var body: some View { Text("login").alert("Wrong", isPresented: $failed) {} }
      }

      """
    let scan = SourceScan(files: [SourceFile(path: "Tea.swift", text: text)])
    #expect(scan.app.screens.map(\.name) == ["ShelfScreen", "TeaScreen", "LoginScreen"])
    #expect(scan.app.otherRoots == ["LoginScreen"])
    #expect(scan.presentationSitesSeen == 1)
    #expect(scan.presentationSitesRead == 1)
    #expect(scan.app.presentationSites.map(\.path) == [["LoginScreen"]])
    #expect(
      scan.diagnostics.contains {
        $0.message.hasPrefix("the window's other roots (LoginScreen) are read too")
      })
  }
}

extension SourceScanCoordinatorsTests {
  /// A player in a window of its own: its view is another root, its sheet judged from it.
  @Test func aViewSetAsAWindowsRootIsAnotherRoot() {
    let text = """
      import SwiftUI

      @main struct TeaApp: App {
        var body: some Scene { WindowGroup { NavigationStack { ShelfScreen() } } }
      }
      final class PlayerWindow {
        var window: UIWindow?
        func show() {
          let host = UIHostingController(rootView: PlayerScreen())
          window?.rootViewController = host
        }
      }
      struct ShelfScreen: View { var body: some View { Text("shelf") } }
      struct PlayerScreen: View {
        @State var queue = false; func setQueue() { queue = true }
        var body: some View { Text("player").sheet(isPresented: $queue) { QueueScreen() } }
      }
      struct QueueScreen: View { var body: some View { Text("queue") } }

      """
    let scan = SourceScan(files: [SourceFile(path: "Tea.swift", text: text)])
    #expect(scan.app.screens.map(\.name) == ["ShelfScreen", "PlayerScreen", "QueueScreen"])
    #expect(scan.app.otherRoots == ["PlayerScreen"])
    #expect(scan.presentationSitesSeen == 1)
    #expect(scan.presentationSitesRead == 1)
    #expect(scan.app.presentationSites.map(\.path) == [["PlayerScreen"]])
    #expect(
      scan.diagnostics.contains {
        $0.message.hasPrefix("shown as the root of a UIKit window of the app's own (PlayerScreen)")
          && $0.location.line == 10
      })
  }
}

extension SourceScanCoordinatorsTests {
  /// A state machine whose routes register a closure per event (`addRoutes(event: .login, …)
  /// { … }`): an event a screen's actions send runs that event's closure only, for that screen.
  @Test func anEventsRegisteredClosureRunsForTheScreenThatSendsIt() {
    let text = """
      import SwiftUI

      final class Stack {
        func push(_ c: AnyObject) {}
      }

      final class StartCoordinator {
        let actions = Subject()
        func toPresentable() -> AnyView { AnyView(StartScreen()) }
      }
      final class ServerCoordinator {
        let actions = Subject()
        func toPresentable() -> AnyView { AnyView(ServerScreen()) }
      }
      final class LoginCoordinator {
        func toPresentable() -> AnyView { AnyView(LoginScreen()) }
      }

      final class SignInFlow {
        let stack = Stack()
        private func configure() {
          stateMachine.addRoutes(event: .confirmServer(.login), transitions: [.start => .server]) {
            [weak self] _ in
            self?.showServer()
          }
          stateMachine.addRoutes(event: .continueWithPassword, transitions: [.server => .login]) {
            [weak self] _ in
            self?.stack.push(LoginCoordinator())
          }
        }
        func start() {
          let start = StartCoordinator()
          start.actions.sink { [weak self] action in
            self?.stateMachine.tryEvent(.confirmServer(.login))
          }
          stack.push(start)
        }
        private func showServer() {
          let server = ServerCoordinator()
          server.actions.sink { [weak self] action in
            self?.stateMachine.tryEvent(.continueWithPassword)
          }
          stack.push(server)
        }
      }

      struct StartScreen: View { var body: some View { Text("start") } }
      struct ServerScreen: View { var body: some View { Text("server") } }
      struct LoginScreen: View { var body: some View { Text("login") } }

      """
    let index = SourceIndex(files: [SourceFile(path: "SignIn.swift", text: text)])
    let graph = CoordinatorGraph(index: index)
    func links(_ screen: String) -> [String] {
      (graph.items[screen] ?? []).compactMap {
        guard case .link(.type(let shown, _), _, _) = $0 else { return nil }
        return shown
      }
    }
    #expect(links("StartScreen") == ["ServerScreen"])
    #expect(links("ServerScreen") == ["LoginScreen"])
    #expect(links("LoginScreen").isEmpty)
  }

  /// A flow's private helper named like a stack's method (`private func
  /// presentCoordinator(_ coordinator:)`) does not make the flow a coordinator stack, and it
  /// passes its parameter on: each call of it in the flow shows what it is given there, a root
  /// (`setRootCoordinator`) and a push on the screens whose actions reach the call.
  @Test func aFlowsHelperShowsWhatEachCallGivesIt() {
    let text = """
      import SwiftUI

      final class Stack {
        func setRootCoordinator(_ c: AnyObject?) {}
        func push(_ c: AnyObject) {}
      }

      final class IdentityCoordinator {
        let actions = Subject()
        func toPresentable() -> AnyView { AnyView(IdentityScreen()) }
      }
      final class VerifyCoordinator {
        func toPresentable() -> AnyView { AnyView(VerifyScreen()) }
      }

      final class OnboardingFlow {
        let stack = Stack()
        func start() {
          let coordinator = IdentityCoordinator()
          coordinator.actions.sink { [weak self] action in
            self?.showVerify()
          }
          presentCoordinator(coordinator)
        }
        private func showVerify() {
          let coordinator = VerifyCoordinator()
          presentCoordinator(coordinator)
        }
        private func presentCoordinator(_ coordinator: AnyObject) {
          if stack.rootCoordinator == nil {
            stack.setRootCoordinator(coordinator)
          } else {
            stack.push(coordinator)
          }
        }
      }

      struct IdentityScreen: View { var body: some View { Text("identity") } }
      struct VerifyScreen: View { var body: some View { Text("verify") } }

      """
    let index = SourceIndex(files: [SourceFile(path: "Onboarding.swift", text: text)])
    let graph = CoordinatorGraph(index: index)
    let links = (graph.items["IdentityScreen"] ?? []).compactMap { item -> String? in
      guard case .link(.type(let shown, _), _, _) = item else { return nil }
      return shown
    }
    #expect(links == ["VerifyScreen"])
    #expect(graph.roots.map(\.0).contains("IdentityScreen"))
    #expect(graph.untraced.isEmpty)
  }

  /// A screen coordinator that shows one of two screens (`if isSpace { … } else { … }`)
  /// handles its actions for both: the sheet its action asks for is on both, each said to be a
  /// guess; the same sheet asked for by a one-screen coordinator's action is no guess there.
  @Test func aCoordinatorOfTwoScreensMakesGuessesTheWarningsSay() {
    let text = """
      import SwiftUI

      final class Stack {
        func push(_ c: AnyObject) {}
        func setSheetCoordinator(_ c: AnyObject?) {}
      }
      final class DetailsCoordinator {
        let actions = Subject()
        var isGroup = false
        func toPresentable() -> AnyView {
          if isGroup { AnyView(GroupScreen()) } else { AnyView(DetailsScreen()) }
        }
      }
      final class ListCoordinator {
        let actions = Subject()
        func toPresentable() -> AnyView { AnyView(ListScreen()) }
      }
      final class ReportCoordinator {
        func toPresentable() -> AnyView { AnyView(ReportScreen()) }
      }
      final class Flow {
        let stack = Stack()
        func start() {
          let list = ListCoordinator()
          list.actions.sink { [weak self] action in
            switch action {
            case .details: self?.showDetails()
            case .report: self?.presentReport()
            }
          }
          stack.push(list)
        }
        private func showDetails() {
          let details = DetailsCoordinator()
          details.actions.sink { [weak self] action in
            switch action {
            case .report: self?.presentReport()
            }
          }
          stack.push(details)
        }
        private func presentReport() { stack.setSheetCoordinator(ReportCoordinator()) }
      }
      struct ListScreen: View { var body: some View { Text("list") } }
      struct DetailsScreen: View { var body: some View { Text("details") } }
      struct GroupScreen: View { var body: some View { Text("group") } }
      struct ReportScreen: View { var body: some View { Text("report") } }

      """
    let graph = CoordinatorGraph(
      index: SourceIndex(files: [SourceFile(path: "F.swift", text: text)]))
    let said =
      "read through the actions of a coordinator that shows GroupScreen or DetailsScreen: which "
      + "one it shows here is not read"
    #expect(graph.guesses["GroupScreen"]?.values.map { $0 } == [said])
    #expect(graph.guesses["DetailsScreen"]?.values.map { $0 } == [said])
    #expect(graph.guesses["ListScreen"] == nil)
    #expect(graph.items["ListScreen"]?.count == 3)  // a link to each of the two screens, the sheet
  }
}
