/** "Glow Bookings & Co." → "glow-bookings-co": readable in the address bar, safe in any path segment. */
export function projectSlug(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return words || 'project';
}

/** The project's workspace root, `/project/workspace/{id}/{name}`; pages find the project by id. */
export const workspacePath = (project: { id: string; name: string }) =>
  `/project/workspace/${project.id}/${projectSlug(project.name)}`;
