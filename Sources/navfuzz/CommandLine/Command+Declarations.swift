import NavSim

extension Command {
  /// Every command `navfuzz` has, in the order the overview lists them (CLI.md).
  ///
  /// Adding a command: declare it in its own file (see ``CommandDeclaration``) and add it
  /// here.
  static let declarations: [any CommandDeclaration.Type] = [
    FuzzCommand.self,
    RunCommand.self,
    CheckCommand.self,
    ShrinkCommand.self,
    ExplainCommand.self,
    ExploreCommand.self,
    BenchCommand.self,
    CompareCommand.self,
    MergeCommand.self,
    SweepCommand.self,
    ScanCommand.self,
    ExportCommand.self,
    ConfirmCommand.self,
    MitigationCommand.self,
    HelpCommand.self,
  ]

  /// The declaration of the command called `name`.
  static func declaration(named name: CommandName) -> (any CommandDeclaration.Type)? {
    declarations.first { $0.name == name }
  }
}
