POSIX.tuneAllocator()
var io = CommandIO.process()
io.exitsWhenDone = true
POSIX.exitProcess(
  CommandLineTool.main(
    root: MenuLint.self, arguments: Array(CommandLine.arguments.dropFirst()), io: &io))
