import type { ComponentProps } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styles from './button.module.css';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width. */
  block?: boolean;
}

function buttonClassName(
  { variant = 'primary', size = 'md', block }: ButtonLookProps,
  extra?: string,
): string {
  return [styles.button, styles[variant], styles[size], block ? styles.block : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ComponentProps<'button'>, ButtonLookProps {
  /** Shows a spinner and disables the button while an action runs. */
  loading?: boolean;
}

export function Button({
  variant,
  size,
  block,
  loading = false,
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-variant={variant ?? 'primary'}
      className={buttonClassName({ variant, size, block }, className)}
    >
      {loading ? <Spinner size="sm" /> : null}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends LinkProps, ButtonLookProps {}

/** A router link that looks like a button. */
export function ButtonLink({ variant, size, block, className, ...rest }: ButtonLinkProps) {
  return (
    <Link
      {...rest}
      data-variant={variant ?? 'primary'}
      className={buttonClassName({ variant, size, block }, className)}
    />
  );
}
