#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

var io = CommandIO.process()
exit(
  CommandLineTool.main(
    root: MenuLint.self, arguments: Array(CommandLine.arguments.dropFirst()), io: &io))
