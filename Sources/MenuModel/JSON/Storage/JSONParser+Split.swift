/// Parsing a large text as two halves at once.
///
/// The text is split where, unless it is inside a string, an array element ends and an object
/// starts (``JSONParser/elementBoundary(in:)``). The first half is read from the start and
/// stops there; the second is read from there at the same time, inside containers it has not
/// seen open: it learns from their keys or closing brackets whether each is an object or an
/// array, and notes where each closes and which children it read in it. The second half is
/// used only when the first half stopped at the boundary (so the boundary is real), and the
/// containers it closed are exactly those the first half left open, of the same kinds, nested
/// no deeper than allowed. Otherwise, or when the second half met an error, the first half
/// reads on from the boundary as if it had never stopped, so the document and any error are
/// those of one pass from the start.
extension JSONScanner {
  /// A result that crosses from a job to the caller.
  ///
  /// Unchecked: a scanner's tape and its borrowed text are used by one job at a time, and the
  /// caller reads them only after the jobs have finished.
  private struct Half: @unchecked Sendable {
    var scanner: JSONScanner
    var outcome: Result<Bool, Failure>
  }

  /// The text, borrowed by both jobs for as long as they run.
  ///
  /// Unchecked: it is only read.
  private struct SharedText: @unchecked Sendable {
    let bytes: UnsafeBufferPointer<UInt8>
  }

  /// Reads `buffer` in two halves split at `split` (see the type's discussion).
  ///
  /// - Returns: The scanner that read the whole text, or stopped at the error; the error;
  ///   and whether the second half's reading was used.
  static func run(
    _ buffer: UnsafeBufferPointer<UInt8>, splitAt split: Int, maximumDepth: Int,
    jobs: some JobRunner
  ) -> (scanner: JSONScanner, failure: Failure?, usedSecondHalf: Bool) {
    let text = SharedText(bytes: buffer)
    let halves = jobs.run([
      { @Sendable in
        var first = JSONScanner(maximumDepth: maximumDepth, count: text.bytes.count)
        do throws(Failure) {
          let stopped = try first.run(text.bytes, stoppingAt: split)
          return Half(scanner: first, outcome: .success(stopped))
        } catch {
          return Half(scanner: first, outcome: .failure(error))
        }
      },
      { @Sendable in
        var second = JSONScanner(
          maximumDepth: maximumDepth, count: text.bytes.count,
          estimatedCount: text.bytes.count - split)
        second.bytes = text.bytes
        second.lineStarts = []
        second.index = split
        second.outside = Outside()
        do throws(Failure) {
          _ = try second.scan(afterComma: true, stoppingAt: JSONScanner.nowhere)
          return Half(scanner: second, outcome: .success(true))
        } catch {
          return Half(scanner: second, outcome: .failure(error))
        }
      },
    ])
    var first = halves[0].scanner
    let second = halves[1]
    defer { second.scanner.tape.deallocate() }
    switch halves[0].outcome {
    case .failure(let failure): return (first, failure, false)
    case .success(false): return (first, nil, false)
    case .success(true): break
    }
    if case .success = second.outcome, first.adopt(second.scanner, jobs: jobs) {
      return (first, nil, true)
    }
    do throws(Failure) {
      _ = try first.scan(afterComma: true, stoppingAt: JSONScanner.nowhere)
      return (first, nil, false)
    } catch {
      return (first, error, false)
    }
  }

  /// Takes the second half's reading after this scanner stopped at the split, if it fits the
  /// containers open here; returns whether it did.
  ///
  /// `jobs` copies the second half's values.
  private mutating func adopt(_ second: JSONScanner, jobs: some JobRunner) -> Bool {
    guard let outside = second.outside, outside.children.isEmpty, let top else { return false }
    // The containers open here, innermost first, must be the ones the second half closed.
    let open = [top] + stack.reversed()
    guard outside.closed.count == open.count,
      open.count + outside.deepest < maximumDepth || outside.deepest == .min,
      zip(open, outside.closed).allSatisfy({ $0.isObject == $1.isObject })
    else { return false }
    let offset = UInt32(tape.count)
    tape.append(second.tape, jobs: jobs)
    let spacing = JSONDocument.checkpointSpacing
    for checkpoint in second.checkpoints {
      checkpoints.append(checkpoint + (UInt64(offset) << 32 | UInt64(offset)))
    }
    for (container, closed) in zip(open, outside.closed) {
      tape.ends[Int(container.node)] = closed.end + offset
      // A child's place in its container is the children before it, here and there.
      for (place, child) in zip(container.count..., closed.children)
      where place != 0 && place & (spacing - 1) == 0 {
        checkpoints.append(UInt64(container.node) << 32 | UInt64(child + offset))
      }
    }
    lineStarts += second.lineStarts
    for block in continuationsPerBlock.indices {
      continuationsPerBlock[block] += second.continuationsPerBlock[block]
    }
    (self.top, stack, index) = (nil, [], bytes.count)
    return true
  }
}
