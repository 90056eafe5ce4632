import { describe, expect, it } from 'vitest';
import { CURRENT_PROJECT_KEY, getCurrentProject, setCurrentProject } from './project';

describe('current project', () => {
  it('is kept in local storage as currentProject', () => {
    setCurrentProject({ id: 7, name: 'Shop redesign' });
    expect(JSON.parse(window.localStorage.getItem(CURRENT_PROJECT_KEY) ?? 'null')).toEqual({
      id: 7,
      name: 'Shop redesign',
    });
    expect(getCurrentProject()).toEqual({ id: 7, name: 'Shop redesign' });

    setCurrentProject(null);
    expect(window.localStorage.getItem(CURRENT_PROJECT_KEY)).toBeNull();
    expect(getCurrentProject()).toBeNull();
  });
});
