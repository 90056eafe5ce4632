import { FILE_ACCESS_LEVELS } from '@platform/contract';
import { Select } from '@platform/shared-ui';
import type { FileAccess } from './files-api';
import { linkBody, LinkedToFields, NO_LINK, PeoplePicker } from './link-fields';
import type { LinkValue } from './link-fields';
import type { LinkOptions } from './use-link-options';

/** Who may see a file and what it is linked to; the server enforces both (docs/decisions.md). */
export interface FileSettings extends LinkValue {
  access: FileAccess;
  allowed_users: string[];
}

export const DEFAULT_FILE_SETTINGS: FileSettings = { ...NO_LINK, access: 'Public', allowed_users: [] };

export const ACCESS_HINTS: Record<FileAccess, string> = {
  Public: 'Every member of the project.',
  'Feature Based': 'Managers and the people on a task of the linked feature.',
  'Task Based': "Managers and the linked task's assignees.",
  Restricted: 'Only the people you pick (and you).',
  Confidential: 'Only you and members with Full Access.',
};

/** The settings as the JSON calls take them (add link, change a file). */
export const settingsBody = (settings: FileSettings) => ({
  access: settings.access,
  ...linkBody(settings),
  ...(settings.access === 'Restricted' ? { allowed_users: settings.allowed_users } : {}),
});

/** The settings as multipart fields of an upload. */
export function settingsFields(settings: FileSettings): Record<string, string> {
  const { allowed_users, ...rest } = settingsBody(settings);
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(rest)) if (value) fields[key] = value;
  if (allowed_users) fields.allowed_users = JSON.stringify(allowed_users);
  return fields;
}

export function FileSettingsFields({
  value,
  options,
  onChange,
}: {
  value: FileSettings;
  options: LinkOptions;
  onChange: (value: FileSettings) => void;
}) {
  return (
    <>
      <Select
        label="Access"
        name="access"
        options={FILE_ACCESS_LEVELS}
        value={value.access}
        hint={ACCESS_HINTS[value.access]}
        onChange={(event) => onChange({ ...value, access: event.target.value as FileAccess })}
      />
      <LinkedToFields value={value} options={options} onChange={(link) => onChange({ ...value, ...link })} />
      {value.access === 'Restricted' ? (
        <PeoplePicker
          legend="Restricted people (who may see it)"
          people={options.people}
          picked={value.allowed_users}
          onChange={(allowed_users) => onChange({ ...value, allowed_users })}
        />
      ) : null}
    </>
  );
}
