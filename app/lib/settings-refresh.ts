// Spec §4: logout (and other changes to what the settings show) force a settings refresh on the next navigation.
let refreshRequested = false;

export function requestSettingsRefresh(): void {
  refreshRequested = true;
}

export function consumeSettingsRefresh(): boolean {
  const requested = refreshRequested;
  refreshRequested = false;
  return requested;
}
