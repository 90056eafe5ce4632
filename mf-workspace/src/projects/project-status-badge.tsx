import { Badge } from '@platform/shared-ui';
import { displayStatus, statusTone } from './project-display';

/** A project's status badge; a status the spec does not display shows nothing. */
export function ProjectStatusBadge({ status }: { status: string }) {
  const tone = statusTone(status);
  if (!tone) return null;
  return (
    <Badge tone={tone} data-testid="project-status">
      {displayStatus(status)}
    </Badge>
  );
}
