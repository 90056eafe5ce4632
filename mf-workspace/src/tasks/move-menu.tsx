import { memo, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import styles from './tasks-board.module.css';

export interface MoveChoice {
  label: string;
  disabled?: boolean;
  onSelect: () => void;
}

/**
 * The keyboard and menu alternative to dragging: a "Move" button opening a menu of moves. Arrow keys,
 * Home and End go through the choices, Enter or Space picks one, Escape closes it.
 */
export interface MoveMenuProps {
  label: string;
  choices: MoveChoice[];
  /** Focus the Move button when it appears: the card was just moved to another column with this menu. */
  focusOnMount?: boolean;
}

/** Drawn again only when its label or choices change (the board keeps them the same objects meanwhile). */
export const MoveMenu = memo(function MoveMenu({ label, choices, focusOnMount = false }: MoveMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusOnMount) buttonRef.current?.focus();
  }, [focusOnMount]);

  useEffect(() => {
    if (!open) return undefined;
    itemRefs.current.find((item) => item && !item.disabled)?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = itemRefs.current.filter((item): item is HTMLButtonElement => !!item && !item.disabled);
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const focus = (index: number) => items[(index + items.length) % items.length]?.focus();
    if (event.key === 'ArrowDown') focus(at + 1);
    else if (event.key === 'ArrowUp') focus(at - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(items.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') close();
    else return;
    event.preventDefault();
  }

  return (
    <div className={styles.moveMenu} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.moveButton}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        Move
      </button>
      {open ? (
        <div id={menuId} role="menu" aria-label={label} className={styles.menu} onKeyDown={onMenuKeyDown}>
          {choices.map((choice, index) => (
            <button
              key={choice.label}
              ref={(node) => {
                itemRefs.current[index] = node;
              }}
              type="button"
              role="menuitem"
              className={styles.menuItem}
              disabled={choice.disabled}
              onClick={() => {
                close();
                choice.onSelect();
              }}
            >
              {choice.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
});
