import { Badge, type BadgeTone } from '@platform/shared-ui';

const TONES: Record<string, BadgeTone> = {
  Paid: 'success',
  Active: 'success',
  Pending: 'warning',
  Overdue: 'danger',
  Failed: 'danger',
  Abandoned: 'neutral',
  Ending: 'neutral',
};

/** A payment, invoice, seat or member status in its colour (the spec's workspace states and transitions: Paid and Pending, Active). */
export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{status}</Badge>;
}
