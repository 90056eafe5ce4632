import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useId, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabList, TabPanel } from './tabs';

const TABS = [
  { key: 'upcoming', label: 'Upcoming' },
  { key: 'past', label: 'Past Meetings' },
  { key: 'notes', label: 'Meeting Notes' },
] as const;
type Key = (typeof TABS)[number]['key'];

function Strip({ first = 'upcoming' }: { first?: Key | null }) {
  const panel = useId();
  const [active, setActive] = useState<Key | null>(first);
  return (
    <>
      <button type="button">Before</button>
      <TabList label="Meetings" tabs={TABS} active={active} onChange={setActive} panelId={panel} />
      {active ? (
        <TabPanel id={panel} active={active}>
          <p>Showing {active}</p>
        </TabPanel>
      ) : null}
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('TabList and TabPanel', () => {
  it('names the strip, and each tab controls the panel, which is labelled by the selected tab', () => {
    render(<Strip />);
    expect(screen.getByRole('tablist', { name: 'Meetings' })).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel', { name: 'Upcoming' });
    for (const { label } of TABS) expect(tab(label)).toHaveAttribute('aria-controls', panel.id);
    expect(tab('Upcoming')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Past Meetings')).toHaveAttribute('aria-selected', 'false');
  });

  it('is one tab stop, on the selected tab, and Tab goes on to the panel', async () => {
    const user = userEvent.setup();
    render(<Strip first="past" />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(tab('Past Meetings')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Past Meetings' })).toHaveFocus();
  });

  it('moves the selection with the arrow keys, wrapping at the ends, and with Home and End', async () => {
    const user = userEvent.setup();
    render(<Strip />);
    await user.click(tab('Upcoming'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Past Meetings')).toHaveFocus();
    expect(tab('Past Meetings')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Past Meetings' })).toHaveTextContent('Showing past');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Upcoming')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Meeting Notes')).toHaveFocus();
    expect(tab('Meeting Notes')).toHaveAttribute('tabindex', '0');
    expect(tab('Upcoming')).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{Home}');
    expect(tab('Upcoming')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab('Meeting Notes')).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Meeting Notes' })).toBeInTheDocument();
  });

  it('with no tab selected, the first is the tab stop and no tab claims a panel', async () => {
    const user = userEvent.setup();
    render(<Strip first={null} />);
    expect(screen.queryByRole('tab', { selected: true })).toBeNull();
    expect(tab('Upcoming')).not.toHaveAttribute('aria-controls');
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(tab('Upcoming')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('Meeting Notes')).toHaveAttribute('aria-selected', 'true');
  });
});
