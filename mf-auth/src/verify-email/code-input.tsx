import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import styles from './code-input.module.css';

export const codeLength = 6;

export interface CodeInputProps {
  /** One entry per box: a digit or ''. */
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  invalid?: boolean;
  /** Id of the error text, for screen readers. */
  describedBy?: string;
}

export const emptyCode = (): string[] => Array.from({ length: codeLength }, () => '');

/**
 * Six single-digit boxes. Typing a digit moves on; Backspace clears the box, or the previous one when
 * this one is empty, and moves back; pasting a six-digit code fills every box.
 */
export function CodeInput({ digits, onChange, invalid = false, describedBy }: CodeInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(codeLength - 1, index))]?.focus();
  // The page's one task is typing the code just sent: the first box is ready for it, as the e-mail is read.
  useEffect(() => {
    boxes.current[0]?.focus();
  }, []);

  function set(index: number, digit: string) {
    onChange(digits.map((current, i) => (i === index ? digit : current)));
  }

  function onInput(index: number, value: string) {
    const digit = value.replace(/\D/g, '').slice(-1);
    set(index, digit);
    if (digit) focus(index + 1);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (digits[index]) set(index, '');
      else if (index > 0) set(index - 1, '');
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      focus(index + 1);
    }
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = event.clipboardData.getData('text').replace(/\s/g, '');
    if (!new RegExp(`^\\d{${codeLength}}$`).test(pasted)) return;
    event.preventDefault();
    onChange(pasted.split(''));
    focus(codeLength - 1);
  }

  return (
    <fieldset className={styles.group} aria-describedby={describedBy}>
      <legend className={styles.legend}>Verification code</legend>
      <div className={styles.boxes}>
        {digits.map((digit, index) => (
          <input
            // The boxes never move, so their position is their identity.
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className={[styles.box, invalid ? styles.invalid : ''].filter(Boolean).join(' ')}
            aria-label={`Digit ${index + 1} of ${codeLength}`}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            maxLength={1}
            value={digit}
            onChange={(event) => onInput(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={onPaste}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
    </fieldset>
  );
}
