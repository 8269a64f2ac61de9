import Observation
import SwiftUI

@Observable
final class FocusTimer {
  var remaining: Duration = .seconds(25 * 60)
  var isRunning = false
  var showsHistory = false

  func start() { isRunning = true }
  func pause() { isRunning = false }
  func reset() { remaining = .seconds(25 * 60) }
  func extend(by minutes: Int) { remaining += .seconds(minutes * 60) }
}

struct TimerView: View {
  var timer: FocusTimer

  var body: some View {
    Text(timer.remaining.formatted(.time(pattern: .minuteSecond)))
      .font(.system(size: 96, weight: .thin).monospacedDigit())
  }
}
