import Dispatch

// The one place that imports the C library. Every other file calls the platform through
// `POSIX`, so porting to another C library means changing this file alone
// (`Scripts/check-portability` enforces it).
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("menulint needs a POSIX C library (Glibc, Musl or Darwin)")
#endif

/// The operating-system calls the CLI makes, behind one `#if canImport` shim.
enum POSIX {
  /// What a path names, as `stat` or `lstat` tells.
  enum FileKind: Equatable {
    case regular, directory, symbolicLink, other
  }

  /// A failed call: the `errno` value, with a short readable reason.
  struct Failure: Error, Equatable {
    var code: Int32

    /// The reason in words, in the style of `ls` and `cat`.
    var reason: String {
      switch code {
      case ENOENT: "no such file or directory"
      case EACCES: "permission denied"
      case EISDIR: "is a directory"
      default: systemMessage
      }
    }

    /// The C library's own wording, such as "No space left on device".
    var systemMessage: String { String(cString: strerror(code)) }

    /// `ENOENT`: nothing at the path.
    static var noSuchFile: Int32 { ENOENT }

    /// The failure of the call that just returned an error.
    static var last: Failure { Failure(code: errno) }
    /// An input/output error, for a write that wrote nothing.
    static var inputOutput: Failure { Failure(code: EIO) }
  }

  /// Opens a file for reading; `nil` and ``Failure/last`` on failure.
  static func openForReading(_ path: String) -> Int32? {
    let descriptor = open(path, O_RDONLY)
    return descriptor >= 0 ? descriptor : nil
  }

  /// Creates or truncates a file for writing (mode 0644).
  static func openForWriting(_ path: String) -> Int32? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    return descriptor >= 0 ? descriptor : nil
  }

  /// Closes a descriptor.
  static func close(descriptor: Int32) {
    cClose(descriptor)
  }

  /// What an open descriptor refers to, and its size in bytes.
  static func kind(ofDescriptor descriptor: Int32) -> (kind: FileKind, size: Int)? {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return nil }
    return (kind(info.st_mode), Int(info.st_size))
  }

  /// What a path names, following a final symbolic link; `nil` when nothing is there.
  static func kind(ofPath path: String) -> FileKind? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return kind(info.st_mode)
  }

  /// The size in bytes of the regular file a path names, following a final symbolic link;
  /// `nil` when it names nothing or something else.
  static func regularFileSize(atPath path: String) -> Int? {
    var info = stat()
    guard stat(path, &info) == 0, kind(info.st_mode) == .regular else { return nil }
    return Int(info.st_size)
  }

  /// What a path names, not following a final symbolic link; `nil` when nothing is there.
  static func linkKind(ofPath path: String) -> FileKind? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return kind(info.st_mode)
  }

  /// What a path names, not following a final symbolic link, or why that cannot be known
  /// (`ENOENT` when nothing is there, `EACCES` in a directory that can be listed but not
  /// searched).
  static func linkKindOrFailure(ofPath path: String) -> Result<FileKind, Failure> {
    var info = stat()
    guard lstat(path, &info) == 0 else { return .failure(.last) }
    return .success(kind(info.st_mode))
  }

  /// The device and inode of what a path names, following links; `nil` when nothing is there.
  static func identity(ofPath path: String) -> (device: UInt64, inode: UInt64)? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return (UInt64(info.st_dev), UInt64(info.st_ino))
  }

  private static func kind(_ mode: mode_t) -> FileKind {
    switch mode & S_IFMT {
    case S_IFREG: .regular
    case S_IFDIR: .directory
    case S_IFLNK: .symbolicLink
    default: .other
    }
  }

  /// Maps the first `size` bytes of an open file into memory, read-only and private; `nil`
  /// when the file cannot be mapped.
  static func map(_ descriptor: Int32, size: Int) -> UnsafeRawBufferPointer? {
    guard size > 0, let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0),
      address != UnsafeMutableRawPointer(bitPattern: -1)
    else { return nil }
    return UnsafeRawBufferPointer(start: address, count: size)
  }

  /// Has glibc's allocator serve blocks of up to 32 MiB from its heaps and grow the heaps
  /// 16 MiB at a time; does nothing with another C library.
  ///
  /// Linting a large file allocates tens of megabytes in small blocks on several threads. By
  /// default, each growth of a heap is a system call (`brk`, or `mprotect` for a thread's
  /// heap) that takes the process's address-space lock, which page faults on the other
  /// threads wait for: about 1 700 such calls for a 10⁵-command file, about 60 with these
  /// settings. (A thread's heap takes the 16 MiB when it is made and grows a page at a time
  /// past them.) The room costs address space, and the heaps keep up to 16 MiB of freed
  /// memory instead of returning it.
  ///
  /// When `GLIBC_TUNABLES` has glibc ask for huge pages, the heaps grow 64 MiB at a time, so
  /// that a thread's heap gets them throughout (see ``HugePages``).
  ///
  /// - Returns: Whether the allocator took both settings.
  @discardableResult
  static func tuneAllocator() -> Bool {
    #if canImport(Glibc)
      // Setting either turns off glibc's own adjustment of the threshold, so the threshold
      // goes first, at the largest value every glibc accepts, and the pad only if it took.
      guard glibcMallopt(mmapThresholdOption, 32 << 20) == 1 else { return false }
      let tunables = getenv("GLIBC_TUNABLES").map { String(cString: $0) }
      return glibcMallopt(topPadOption, heapGrowthStep(tunables: tunables)) == 1
    #else
      return false
    #endif
  }

  /// How much the heaps grow at a time, given the process's `GLIBC_TUNABLES`: 64 MiB when
  /// glibc asks for huge pages, else 16 MiB (see ``tuneAllocator()``).
  static func heapGrowthStep(tunables: String?) -> Int32 {
    HugePages.areAsked(tunables: tunables) ? 64 << 20 : 16 << 20
  }

  /// From the first call on, a bus error (`SIGBUS`) ends the process with a message and
  /// status 66 (``ExitCode/noInput``) rather than a crash: the fault is what reading mapped
  /// memory raises when its file has shrunk since it was mapped.
  static func exitOnBusError() {
    _ = busErrorHandler
  }

  private static let busErrorHandler: Void = {
    // Made before the handler can run, which must not initialize anything.
    _ = busErrorClaim
    _ = signal(SIGBUS, exitAfterBusError)
  }()

  /// Unmaps memory that ``map(_:size:)`` mapped.
  static func unmap(_ memory: UnsafeRawBufferPointer) {
    munmap(UnsafeMutableRawPointer(mutating: memory.baseAddress), memory.count)
  }

  /// Reads up to `buffer.count` bytes, retrying when a signal interrupts the call.
  ///
  /// - Returns: The number of bytes read, 0 at the end of the file.
  static func read(
    _ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer
  ) throws(Failure) -> Int {
    while true {
      let count = cRead(descriptor, buffer.baseAddress, buffer.count)
      if count >= 0 { return count }
      if errno != EINTR { throw .last }
    }
  }

  /// Writes all of `buffer`, retrying after interruptions and short writes.
  static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) throws(Failure) {
    guard let base = buffer.baseAddress else { return }
    var offset = 0
    while offset < buffer.count {
      let written = cWrite(descriptor, base + offset, buffer.count - offset)
      if written < 0 && errno == EINTR { continue }
      if written < 0 { throw .last }
      if written == 0 { throw .inputOutput }
      offset += written
    }
  }

  /// The names in a directory other than `.` and `..`, unsorted.
  static func directoryEntries(_ path: String) throws(Failure) -> [String] {
    try directoryListing(path).map(\.name)
  }

  /// `d_type` of a regular file (`DT_REG`, the same on Linux and Darwin).
  private static let regularFileType: UInt8 = 8

  /// The names in a directory, each with whether the listing itself says it is a regular file
  /// (file systems that do not say give `false`).
  static func directoryListing(_ path: String) throws(Failure) -> [(
    name: String, isRegularFile: Bool
  )] {
    guard let directory = opendir(path) else { throw .last }
    defer { closedir(directory) }
    var entries: [(name: String, isRegularFile: Bool)] = []
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: $0.pointee)) {
          String(cString: $0)
        }
      }
      if name != "." && name != ".." {
        entries.append((name, entry.pointee.d_type == regularFileType))
      }
    }
    return entries
  }

  /// Creates a new private directory (mode 0700) under `$TMPDIR`, else `/tmp`, named after
  /// `prefix`; `nil` when it cannot.
  static func makeTemporaryDirectory(prefix: String, environment: [String: String]) -> String? {
    var base = environment["TMPDIR"] ?? "/tmp"
    if base.isEmpty { base = "/tmp" }
    while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
    var template = Array((base + "/" + prefix + "XXXXXX").utf8CString)
    return template.withUnsafeMutableBufferPointer { buffer -> String? in
      guard let base = buffer.baseAddress, mkdtemp(base) != nil else { return nil }
      return String(cString: base)
    }
  }

  /// Writes `bytes` to a new file at `path`, replacing any.
  static func writeFile(_ bytes: [UInt8], to path: String) throws(Failure) {
    guard let descriptor = openForWriting(path) else { throw .last }
    defer { cClose(descriptor) }
    let failure = bytes.withUnsafeBytes { buffer -> Failure? in
      do throws(Failure) {
        try writeAll(descriptor, buffer)
        return nil
      } catch {
        return error
      }
    }
    if let failure { throw failure }
  }

  /// Replaces the file at `path` with `bytes` so that it is never seen partly written.
  ///
  /// The bytes go to a new file in the same directory, which is flushed to the disk and then
  /// renamed over the old one. On failure (a full disk) the old file stays whole and the new
  /// one is removed.
  ///
  /// A link is followed, and the file it names replaced. A path that names something other
  /// than a regular file (a terminal, a pipe, `/dev/null`) is written in place. An existing
  /// file keeps its permissions; a new one gets 0644 less the process's umask.
  static func replaceFile(_ path: String, with bytes: [UInt8]) throws(Failure) {
    var target = path
    if linkKind(ofPath: path) == .symbolicLink, let resolved = realpath(path, nil) {
      target = String(cString: resolved)
      free(resolved)
    }
    var existing = stat()
    let exists = stat(target, &existing) == 0
    if exists && kind(existing.st_mode) != .regular { return try writeFile(bytes, to: target) }
    let slash = target.lastIndex(of: "/")
    let directory = slash.map { String(target[...$0]) } ?? ""
    let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
    var temporary = ""
    var descriptor: Int32 = -1
    for _ in 0..<16 {
      temporary =
        directory + "." + name + ".menulint-" + String(UInt64.random(in: 0...UInt64.max), radix: 36)
      descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
      if descriptor >= 0 || errno != EEXIST { break }
    }
    guard descriptor >= 0 else { throw .last }
    var failure: Failure?
    failure = bytes.withUnsafeBytes { buffer -> Failure? in
      do throws(Failure) {
        try writeAll(descriptor, buffer)
        return nil
      } catch {
        return error
      }
    }
    if failure == nil, exists, fchmod(descriptor, existing.st_mode & 0o7777) != 0 {
      failure = .last
    }
    if failure == nil, fsync(descriptor) != 0 { failure = .last }
    if cCloseReporting(descriptor) != 0 && failure == nil { failure = .last }
    if failure == nil, rename(temporary, target) != 0 { failure = .last }
    if let failure {
      _ = unlink(temporary)
      throw failure
    }
  }

  /// Removes a file; failures are ignored.
  static func removeFile(_ path: String) {
    _ = unlink(path)
  }

  /// Removes an empty directory; failures are ignored.
  static func removeDirectory(_ path: String) {
    _ = rmdir(path)
  }

  /// Whether a descriptor is a terminal.
  static func isTerminal(_ descriptor: Int32) -> Bool {
    isatty(descriptor) == 1
  }

  /// The process's environment variables.
  static func environment() -> [String: String] {
    var variables: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
      let text = String(cString: entry)
      if let equals = text.firstIndex(of: "=") {
        variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      pointer += 1
    }
    return variables
  }

  /// The absolute current directory, or `nil` when it cannot be found.
  static func currentDirectory() -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    return getcwd(&buffer, buffer.count).map { String(cString: $0) }
  }

  /// The number of online processors, at least 1.
  static var processorCount: Int {
    max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
  }

  /// What a finished (or stopped) child process did.
  struct ProcessResult {
    /// The exit status, or 128 + the signal that ended it.
    var status: Int32
    var output: [UInt8]
    var error: [UInt8]
    /// Whether the process was killed for running past its time limit.
    var timedOut: Bool
    /// Whether the process was killed for printing more than its output limit.
    var printedTooMuch = false
  }

  /// Runs a program with `input` on its standard input, collecting its output.
  ///
  /// A process still running after `timeout` seconds, or printing more than `outputLimit`
  /// bytes, is killed. Returns `nil` when it cannot be started.
  static func run(
    _ program: String, _ arguments: [String], input: [UInt8], timeout: Double,
    outputLimit: Int
  ) -> ProcessResult? {
    var toChild: [Int32] = [-1, -1]
    var fromChild: [Int32] = [-1, -1]
    var errorsFromChild: [Int32] = [-1, -1]
    guard pipe(&toChild) == 0 else { return nil }
    guard pipe(&fromChild) == 0, pipe(&errorsFromChild) == 0 else {
      for descriptor in toChild + fromChild where descriptor >= 0 { cClose(descriptor) }
      return nil
    }
    // Other threads spawn processes too: none may inherit these pipes, or the reader here
    // would wait for that other process to end before it sees the end of the output.
    for descriptor in toChild + fromChild + errorsFromChild {
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
    posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
    posix_spawn_file_actions_adddup2(&actions, errorsFromChild[1], 2)
    for descriptor in toChild + fromChild + errorsFromChild {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
    let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    #if canImport(Darwin)
      let environment = _NSGetEnviron().pointee
    #else
      let environment = environ
    #endif
    // The child leads a process group of its own, so that ending it ends whatever it started.
    #if canImport(Darwin)
      var attributes: posix_spawnattr_t?
    #else
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    var spawned = posix_spawnp(&pid, program, &actions, &attributes, argv, environment)
    // A program file that another thread's child still holds open for writing (the moment
    // between writing a script and closing it) is busy for a moment.
    var attempts = 0
    while spawned == ETXTBSY && attempts < 50 {
      attempts += 1
      _ = usleep(20_000)
      spawned = posix_spawnp(&pid, program, &actions, &attributes, argv, environment)
    }
    cClose(toChild[0])
    cClose(fromChild[1])
    cClose(errorsFromChild[1])
    if spawned == 0 { Children.add(pid) }
    defer { if spawned == 0 { Children.remove(pid) } }
    guard spawned == 0 else {
      cClose(toChild[1])
      cClose(fromChild[0])
      cClose(errorsFromChild[0])
      return nil
    }
    _ = fcntl(toChild[1], F_SETFL, fcntl(toChild[1], F_GETFL) | O_NONBLOCK)
    var result = ProcessResult(status: 0, output: [], error: [], timedOut: false)
    var written = 0
    var inputOpen = true
    var outputOpen = true
    var errorOpen = true
    if input.isEmpty {
      cClose(toChild[1])
      inputOpen = false
    }
    let deadline = monotonicSeconds() + timeout
    var buffer = [UInt8](repeating: 0, count: 65536)
    while outputOpen || errorOpen {
      let remaining = deadline - monotonicSeconds()
      if remaining <= 0 || result.output.count + result.error.count > outputLimit {
        result.timedOut = remaining <= 0
        result.printedTooMuch = !result.timedOut
        _ = kill(-pid, SIGKILL)
        break
      }
      var descriptors: [pollfd] = []
      if outputOpen {
        descriptors.append(pollfd(fd: fromChild[0], events: Int16(POLLIN), revents: 0))
      }
      if errorOpen {
        descriptors.append(pollfd(fd: errorsFromChild[0], events: Int16(POLLIN), revents: 0))
      }
      if inputOpen {
        descriptors.append(pollfd(fd: toChild[1], events: Int16(POLLOUT), revents: 0))
      }
      let ready = poll(&descriptors, nfds_t(descriptors.count), Int32(min(remaining, 1) * 1000) + 1)
      if ready < 0 && errno != EINTR { break }
      for entry in descriptors where entry.revents != 0 {
        if entry.fd == toChild[1] {
          let count = input.withUnsafeBytes { buffer -> Int in
            guard let base = buffer.baseAddress else { return 0 }
            return cWrite(toChild[1], base + written, input.count - written)
          }
          if count > 0 { written += count }
          if count < 0 && errno != EAGAIN || written >= input.count {
            cClose(toChild[1])
            inputOpen = false
          }
          continue
        }
        let count = cRead(entry.fd, &buffer, buffer.count)
        if count <= 0 {
          if count < 0 && errno == EINTR { continue }
          cClose(entry.fd)
          if entry.fd == fromChild[0] { outputOpen = false } else { errorOpen = false }
        } else if entry.fd == fromChild[0] {
          result.output += buffer[..<count]
        } else {
          result.error += buffer[..<count]
        }
      }
    }
    if inputOpen { cClose(toChild[1]) }
    if outputOpen { cClose(fromChild[0]) }
    if errorOpen { cClose(errorsFromChild[0]) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let signal = status & 0x7F
    result.status = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    return result
  }

  /// The child processes running, so that a signal that ends menulint ends them too: a
  /// `swiftc` must not outlive the lint that started it (CI cancels a job with SIGTERM).
  ///
  /// The handler only reads the table and calls `kill`, both safe in a signal handler; the
  /// table's slots are changed under a lock by the threads that spawn and reap children.
  enum Children {
    static let capacity = 256
    nonisolated(unsafe) static let slots: UnsafeMutablePointer<pid_t> = {
      let slots = UnsafeMutablePointer<pid_t>.allocate(capacity: capacity)
      slots.initialize(repeating: 0, count: capacity)
      return slots
    }()
    static let lock = DispatchSemaphore(value: 1)
    nonisolated(unsafe) static var installed = false

    /// Installs the handlers and lets the signals through to this thread.
    ///
    /// A parent may have started menulint with them blocked, and a blocked SIGTERM would wait
    /// for the children. Called once, from the main thread, before any thread starts.
    static func install() {
      lock.wait()
      defer { lock.signal() }
      guard !installed else { return }
      installed = true
      var set = sigset_t()
      sigemptyset(&set)
      for number in [SIGTERM, SIGINT, SIGHUP] {
        sigaddset(&set, number)
        _ = signal(number, Children.handle)
      }
      _ = pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Records a child.
    static func add(_ pid: pid_t) {
      lock.wait()
      defer { lock.signal() }
      for index in 0..<capacity where slots[index] == 0 {
        slots[index] = pid
        return
      }
    }

    /// Forgets a child that was reaped.
    static func remove(_ pid: pid_t) {
      lock.wait()
      defer { lock.signal() }
      for index in 0..<capacity where slots[index] == pid { slots[index] = 0 }
    }

    /// Kills every recorded child, then ends menulint with the signal's default action.
    static let handle: @convention(c) (Int32) -> Void = { number in
      for index in 0..<POSIX.Children.capacity {
        let pid = POSIX.Children.slots[index]
        if pid > 0 { _ = kill(-pid, SIGKILL) }
      }
      _ = signal(number, SIG_DFL)
      _ = raise(number)
    }
  }

  /// Runs `body` with `SIGPIPE` ignored, so that a child that exits before reading all its
  /// input does not end this process; afterwards a closed standard output ends it again, as
  /// `| head` expects.
  static func ignoringBrokenPipes<Result>(_ body: () throws -> Result) rethrows -> Result {
    let previous = signal(SIGPIPE, SIG_IGN)
    defer { _ = signal(SIGPIPE, previous) }
    return try body()
  }

  /// Seconds on a monotonic clock.
  static func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// Whether a path names an executable file.
  static func isExecutable(_ path: String) -> Bool {
    access(path, X_OK) == 0 && kind(ofPath: path) == .regular
  }

  /// Ends the process with a status.
  static func exitProcess(_ status: Int32) -> Never {
    exit(status)
  }
}

private let busErrorMessage: StaticString =
  "error: an input file shrank while menulint was reading it\n"

/// Claimed by the first thread in ``exitAfterBusError(_:)``.
///
/// When a file shrinks, the threads decoding it fault at about the same time, and only one of
/// them may print. Unsafe: only that atomic exchange ever changes it.
nonisolated(unsafe) private let busErrorClaim: UnsafeMutablePointer<UnsafeRawPointer?> = {
  let claim = UnsafeMutablePointer<UnsafeRawPointer?>.allocate(capacity: 1)
  claim.initialize(to: nil)
  return claim
}()

/// Prints that an input file shrank and ends the process, in the first thread to fault.
///
/// It runs in the signal handler, so it calls only what is safe there: an atomic exchange
/// (the standard library's: the Synchronization module needs macOS 15), `write` and `_exit`.
/// A thread that loses the exchange returns, faults again, and so waits until the winner ends
/// the process.
private func exitAfterBusError(_: Int32) {
  var unclaimed: UnsafeRawPointer?
  guard
    _stdlib_atomicCompareExchangeStrongPtr(
      object: busErrorClaim, expected: &unclaimed, desired: UnsafeRawPointer(busErrorClaim))
  else { return }
  _ = write(2, busErrorMessage.utf8Start, busErrorMessage.utf8CodeUnitCount)
  _exit(66)
}

// The C functions under names that do not clash with `POSIX`'s own members, so the calls
// above need no module qualifier (which differs per C library).
private func cRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}

private func cWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}

private func cClose(_ descriptor: Int32) {
  _ = close(descriptor)
}

/// `close`, with its result: a file system may report a failed write only there.
private func cCloseReporting(_ descriptor: Int32) -> Int32 {
  close(descriptor)
}

#if canImport(Glibc)
  /// `M_TOP_PAD` and `M_MMAP_THRESHOLD` of <malloc.h>.
  private let topPadOption: Int32 = -2
  private let mmapThresholdOption: Int32 = -3

  /// glibc's `mallopt` (it returns 1 on success), which the Glibc module leaves out with
  /// <malloc.h>.
  ///
  /// Bound by name rather than found with `dlsym`, which a static executable cannot do; its
  /// two `int` parameters and result pass as Swift's do.
  @_silgen_name("mallopt")
  private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
