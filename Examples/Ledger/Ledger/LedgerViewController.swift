import UIKit

class LedgerViewController: UITableViewController {
  @objc func addTransaction(_ sender: Any?) {}
  @objc func reconcile(_ sender: Any?) {}
  @objc func showSummary(_ sender: Any?) {}
  @objc func syncNow(_ sender: Any?) {}
  @objc func exportCSV(_ sender: Any?) {}
  @objc func exportPDF(_ sender: Any?) {}
}
