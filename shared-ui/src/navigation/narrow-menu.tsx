import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styles from './narrow-menu.module.css';

/**
 * A navigation that folds behind a Menu button on phones (the CSS decides: `narrowMenuStyles.folds` on the
 * navigation hides it below 720px unless open). Opening moves focus to the first link; a followed link, Escape
 * (focus back on the button) and a click outside close it.
 */
export function useNarrowMenu() {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    containerRef.current?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!containerRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return { open, setOpen, containerRef, buttonRef };
}

export type NarrowMenu = ReturnType<typeof useNarrowMenu>;

export interface MenuButtonProps {
  menu: NarrowMenu;
  /** Id of the navigation it opens. */
  controls: string;
  /** Its name, shown beside the icon: another than "Menu" when a page has two folded navigations. */
  label?: string;
  className?: string;
}

/** The ☰ button that opens a folded navigation; shown only below 720px. */
export function MenuButton({ menu, controls, label = 'Menu', className }: MenuButtonProps) {
  return (
    <button
      ref={menu.buttonRef}
      type="button"
      className={`${styles.button} ${className ?? ''}`}
      aria-expanded={menu.open}
      aria-controls={controls}
      onClick={() => menu.setOpen(!menu.open)}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        {menu.open ? (
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        ) : (
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
      </svg>
      <span>{label}</span>
    </button>
  );
}

/** The class a folding navigation takes: hidden on phones while the menu is closed. */
export const foldedNavigation = (menu: NarrowMenu) => (menu.open ? '' : styles.folded);
