// Billing dates are shown as the account sees them in Nigeria, whatever the viewer's machine says.
const day = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

/** "23 Dec 2026"; "—" for no date. */
export function formatDay(iso: string | null | undefined): string {
  return iso ? day.format(new Date(iso)) : '—';
}
