import { Input } from '@platform/shared-ui';
import { useState } from 'react';
import type { TeamMember } from './task-api';
import styles from './task-form.module.css';
import { useTeamSearch } from './use-team-search';

export interface AssigneePickerProps {
  projectId: string;
  chosen: TeamMember[];
  onChange: (chosen: TeamMember[]) => void;
}

/** "Assign To": search the project's team, pick people, remove them again. */
export function AssigneePicker({ projectId, chosen, onChange }: AssigneePickerProps) {
  const [query, setQuery] = useState('');
  const [searching, setSearching] = useState(false);
  const results = useTeamSearch(projectId, query, searching).filter(
    (member) => !chosen.some((person) => person.id === member.id),
  );

  return (
    <div className={styles.assignees}>
      <Input
        label="Assign To"
        placeholder="Search team members"
        value={query}
        autoComplete="off"
        onFocus={() => setSearching(true)}
        onChange={(event) => {
          setQuery(event.target.value);
          setSearching(true);
        }}
      />
      {searching && results.length > 0 ? (
        <ul className={styles.suggestions} aria-label="Team members">
          {results.map((member) => (
            <li key={member.id}>
              <button
                type="button"
                className={styles.suggestion}
                onClick={() => {
                  onChange([...chosen, member]);
                  setQuery('');
                }}
              >
                {member.name} <span className={styles.muted}>{member.role}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {chosen.length > 0 ? (
        <ul className={styles.chips} aria-label="Assigned to">
          {chosen.map((person) => (
            <li key={person.id} className={styles.chip}>
              {person.name}
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={`Remove ${person.name}`}
                onClick={() => onChange(chosen.filter((other) => other.id !== person.id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
