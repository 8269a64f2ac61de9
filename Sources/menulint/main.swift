var io = CommandIO.process()
POSIX.exitProcess(
  CommandLineTool.main(
    root: MenuLint.self, arguments: Array(CommandLine.arguments.dropFirst()), io: &io))
