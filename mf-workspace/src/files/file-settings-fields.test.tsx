import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILE_SETTINGS,
  FileSettingsFields,
  settingsBody,
  settingsFields,
} from './file-settings-fields';
import type { FileSettings } from './file-settings-fields';
import type { LinkOptions } from './use-link-options';

const OPTIONS: LinkOptions = {
  features: [{ id: 'f1', name: 'Online booking' }],
  tasks: [{ id: 't1', name: 'Design the booking screen' }],
  people: [
    { id: 'u1', name: 'Kemi Adeyemi' },
    { id: 'u2', name: 'Tayo Okoro' },
  ],
};

let latest: FileSettings = DEFAULT_FILE_SETTINGS;
function Harness() {
  const [value, setValue] = useState(DEFAULT_FILE_SETTINGS);
  latest = value;
  return <FileSettingsFields value={value} options={OPTIONS} onChange={setValue} />;
}

describe('file settings', () => {
  it('asks for a task when linked to one and for people when Restricted, and sends only what applies', async () => {
    render(<Harness />);
    expect(screen.queryByRole('group', { name: /Restricted people/ })).toBeNull();
    expect(screen.getByText('Every member of the project.')).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('Linked To'), 'Task');
    await userEvent.selectOptions(screen.getByLabelText('Task'), 't1');
    await userEvent.selectOptions(screen.getByLabelText('Access'), 'Restricted');
    expect(screen.getByText('Only the people you pick (and you).')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tayo Okoro' }));

    expect(settingsBody(latest)).toEqual({
      access: 'Restricted',
      linked_to: 'Task',
      feature_id: null,
      task_id: 't1',
      allowed_users: ['u2'],
    });
    expect(settingsFields(latest)).toEqual({
      access: 'Restricted',
      linked_to: 'Task',
      task_id: 't1',
      allowed_users: '["u2"]',
    });

    await userEvent.selectOptions(screen.getByLabelText('Access'), 'Confidential');
    expect(screen.queryByRole('checkbox', { name: 'Tayo Okoro' })).toBeNull();
    expect(settingsBody(latest)).not.toHaveProperty('allowed_users');
  });
});
