POSIX.tuneAllocator()
var io = CommandIO.process()
io.exitsWhenDone = true
io.restart = { POSIX.restart(adding: $0) }
io.hugePagesReadilyGiven = POSIX.hugePagesReadilyGiven(bytes:)
POSIX.exitProcess(
  CommandLineTool.main(
    root: MenuLint.self, arguments: Array(CommandLine.arguments.dropFirst()), io: &io))
