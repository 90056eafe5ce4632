import type { HTMLAttributes } from 'react';
import styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Draws the card with the primary border. */
  highlighted?: boolean;
  as?: 'div' | 'article' | 'section' | 'li';
}

export function Card({ highlighted = false, as: Element = 'div', className, ...rest }: CardProps) {
  return (
    <Element
      {...rest}
      className={[styles.card, highlighted ? styles.highlighted : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
    />
  );
}
