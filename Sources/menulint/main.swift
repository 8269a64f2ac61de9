POSIX.tuneAllocator()
POSIX.Children.install()
var io = CommandIO.process()
io.exitsWhenDone = true
POSIX.exitProcess(
  CommandLineTool.main(
    root: MenuLint.self, arguments: Array(CommandLine.arguments.dropFirst()), io: &io))
