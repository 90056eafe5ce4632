/*
 * A prerendered button is on screen before the shell's scripts have hydrated it; a click on it then would do
 * nothing. From the shell's first script until the area is hydrated, such clicks are held, and clicked again
 * once it is (the area's page calls `replayEarlyClicks` when mounted). No React here: this runs before the
 * shared modules are set up. Forms are inert until then (shared-ui's Form).
 */

const held: HTMLElement[] = [];
let root: Element | null = null;

/** React marks each element it has hydrated with its own data. */
const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));

function holdClick(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || !root?.contains(button) || hydrated(button)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (!held.includes(button)) held.push(button);
}

/** Starts holding clicks on the prerendered page's buttons, if `#root` holds a page. */
export function holdEarlyClicks(container: Element | null = document.getElementById('root')): void {
  if (!container?.firstElementChild) return;
  root = container;
  document.addEventListener('click', holdClick, true);
}

/** Stops holding, and clicks again the held buttons still on the page, now hydrated. */
export function replayEarlyClicks(): void {
  document.removeEventListener('click', holdClick, true);
  root = null;
  for (const button of held.splice(0)) {
    if (button.isConnected && hydrated(button)) button.click();
  }
}
