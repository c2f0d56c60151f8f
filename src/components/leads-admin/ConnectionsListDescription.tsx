export function ConnectionsListDescription() {
  return null
}
