export function SupplierStatementLinks() {
  return null
}
