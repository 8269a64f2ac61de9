import SwiftUI
import WidgetKit

struct BalanceWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "Balance", provider: BalanceProvider()) { entry in
      Text(Formatting.amount(entry.cents))
        .keyboardShortcut("r", modifiers: .command)
    }
  }
}
