import { usePresence } from '@platform/shared-ui';
import styles from './presence-avatars.module.css';
import { personInitials } from '../common/person-initials';

/** Shown at most; the rest are counted. */
const AVATARS_SHOWN = 4;

/** Who else has this project page open, live (nothing when nobody else has). */
export function PresenceAvatars({ projectId }: { projectId: string }) {
  const people = usePresence(projectId);
  if (people.length === 0) return null;
  const hidden = people.length - AVATARS_SHOWN;
  return (
    <ul className={styles.avatars} aria-label="Also here now">
      {people.slice(0, AVATARS_SHOWN).map((person) => (
        <li key={person.userId} className={styles.avatar} title={person.name}>
          <span aria-hidden="true">{personInitials(person.name)}</span>
          <span className={styles.name}>{person.name}</span>
        </li>
      ))}
      {hidden > 0 ? (
        <li className={styles.avatar} title={`${hidden} more`}>
          +{hidden}
        </li>
      ) : null}
    </ul>
  );
}
