import NavSim

/// Options shared by the commands that build an app configuration themselves (`fuzz`,
/// `explore`).
///
/// A value left `nil` (or empty) was not given: it then comes from the `--app` file's header,
/// or from the scenario defaults of SCENARIOS.md. ``configurations(from:)`` does that merge.
package struct AppOptions: Hashable, Sendable {
  /// Which mitigations to compare: the whole matrix of MODEL.md §6, or an explicit list.
  package enum MitigationChoice: Hashable, Sendable {
    /// `all` (the default): ``Mitigation/matrix``, with `none` as the control.
    case all
    /// An explicit list, in the order given, without repeats.
    case list([Mitigation])

    /// The mitigations to run, in order.
    package var mitigations: [Mitigation] {
      switch self {
      case .all: Mitigation.matrix
      case .list(let list): list
      }
    }
  }

  /// One `--set NAME=VALUE` profile override.
  package struct ProfileOverride: Hashable, Sendable, CustomStringConvertible {
    /// One of ``Profile/settingNames``.
    package var name: String
    /// Microseconds for a duration, frames per second for `fps`.
    package var value: Int64

    /// Creates an override.
    package init(name: String, value: Int64) {
      self.name = name
      self.value = value
    }

    /// `NAME=VALUE` as a user would write it (`stateLag=1000ms`, `fps=120`, `r6Lock=1`).
    package var description: String {
      Profile.isDuration(name)
        ? "\(name)=\(VirtualDuration(microseconds: value))" : "\(name)=\(value)"
    }
  }

  /// `--profile`: the profiles to use, in order; empty when not given. `fuzz` holds at most
  /// one; `explore` compares a list. Overrides are not applied here.
  package var profiles: [Profile] = []
  /// `--set`, in the order given; a later value for the same name wins.
  package var overrides: [ProfileOverride] = []
  /// `--device`.
  package var device: Device? = nil
  /// `--orientation`.
  package var orientation: Orientation? = nil
  /// `--container`.
  package var container: Container? = nil
  /// `--back-button`.
  package var backButton: BackButtonStyle? = nil
  /// `--app FILE`: take the app (screens, header) from a scenario file.
  package var appFile: String? = nil
  /// `--mitigation`.
  package var mitigations: MitigationChoice = .all
  /// `--app-events on|off`: whether app-driven inputs are in the input mix.
  package var appEvents = true
  /// Whether `--app-events` was given (it then overrides an app file's `app-inputs:`).
  package var appEventsGiven = false
  /// `--progress`: a progress line on stderr even when stderr is not a terminal.
  package var progress = false
  /// `--json`: one JSON document on stdout instead of the human output.
  package var json = false
  /// `--html FILE`: also write the report as one self-contained HTML page.
  package var htmlFile: String? = nil

  /// Creates the defaults of CLI.md.
  package init(
    profiles: [Profile] = [], overrides: [ProfileOverride] = [], device: Device? = nil,
    orientation: Orientation? = nil, container: Container? = nil,
    backButton: BackButtonStyle? = nil, appFile: String? = nil,
    mitigations: MitigationChoice = .all, appEvents: Bool = true, progress: Bool = false,
    json: Bool = false
  ) {
    self.profiles = profiles
    self.overrides = overrides
    self.device = device
    self.orientation = orientation
    self.container = container
    self.backButton = backButton
    self.appFile = appFile
    self.mitigations = mitigations
    self.appEvents = appEvents
    self.progress = progress
    self.json = json
  }

  /// The configurations these options describe, one per profile, on top of `base` (the
  /// `--app` file's configuration, or `Configuration()`).
  ///
  /// A given `--profile` replaces the base profile, `set:` values of the file included; the
  /// `--set` overrides then apply to every profile. Mitigations are left as in `base`: the
  /// caller runs each of ``mitigations`` in turn.
  ///
  /// - Parameter base: the configuration to start from.
  /// - Returns: at least one configuration, in `--profile` order.
  package func configurations(from base: Configuration) -> [Configuration] {
    let chosen = profiles.isEmpty ? [base.profile] : profiles
    return chosen.map { profile in
      var configuration = base
      configuration.profile = profile
      for override in overrides {
        // Values were range-checked while parsing, so this cannot fail.
        _ = configuration.profile.setting(override.name, to: override.value)
      }
      if let device { configuration.device = device }
      if let orientation { configuration.orientation = orientation }
      if let container { configuration.container = container }
      if let backButton { configuration.backButton = backButton }
      return configuration
    }
  }

  /// ``configurations(from:)``, refusing settings under which no finger can tap
  /// (``NavSim/Profile/tapProblem``): every tap the campaign or the search makes would be
  /// refused, so nothing it found could be minimised or checked.
  ///
  /// - Throws: ``NavfuzzError/usage(_:)`` naming the `--set` values concerned.
  func performableConfigurations(from base: Configuration, command: CommandName)
    throws(NavfuzzError) -> [Configuration]
  {
    let configurations = configurations(from: base)
    for configuration in configurations {
      guard let problem = configuration.profile.tapProblem else { continue }
      let given = overrides.filter { Profile.tapSettings.contains($0.name) }
      let option =
        given.isEmpty ? "--set" : "--set " + given.map(\.description).joined(separator: ",")
      throw .usage(.conflict("\(option): \(problem)", command: command))
    }
    return configurations
  }
}
