import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AssigneeAvatars } from './task-card';

describe('a task card’s assignees', () => {
  it('show a picture when there is one, else the first two words’ initials, however the name is spaced', () => {
    render(
      <AssigneeAvatars
        people={[
          { id: 'u1', name: ' ada  okafor Eze', img: null },
          { id: 'u2', name: 'Bola', img: null },
          { id: 'u3', name: 'Chidi Obi', img: '/avatars/chidi.png' },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: 'ada okafor Eze' })).toHaveTextContent(/^AO$/);
    expect(screen.getByRole('img', { name: 'Bola' })).toHaveTextContent(/^B$/);
    expect(screen.getByRole('img', { name: 'Chidi Obi' })).toHaveAttribute('src', '/avatars/chidi.png');
  });
});
