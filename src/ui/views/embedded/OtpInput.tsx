/**
 * A one-time code in six boxes (SPEC §4's email code): a digit moves on to the next box, Backspace in an empty box
 * goes back and clears the one before, the arrows, Home and End move, and a pasted (or autofilled) code fills the
 * boxes from the one it lands in. `onComplete` gets the code once all six are filled. To start over, give it a new `key`.
 */
import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useI18n } from '../../i18n';

const LENGTH = 6;
const digitsOf = (text: string) => text.replace(/\D/g, '');

type OtpInputProps = {
  label: string;
  disabled?: boolean;
  invalid?: boolean;
  /** The id of the text that describes the boxes (the error). */
  describedBy?: string;
  onComplete(code: string): void;
};

export function OtpInput({ label, disabled = false, invalid = false, describedBy, onComplete }: OtpInputProps) {
  const { t } = useI18n();
  const [digits, setDigits] = useState<string[]>(() => Array(LENGTH).fill(''));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(LENGTH - 1, index))]?.focus();
  // Ready to type when shown (a new step's boxes, or a new try's, are a new mount): otherwise the focus stays where
  // the last step left it, e.g. on Back once the boxes of the code just checked were disabled.
  useEffect(() => {
    boxes.current[0]?.focus({ preventScroll: true });
  }, []);

  /** Writes `text`'s digits from box `at` on; completes the code when every box holds one. */
  const write = (at: number, text: string) => {
    const incoming = digitsOf(text).slice(0, LENGTH - at);
    if (incoming === '') return;
    const next = [...digits];
    for (let i = 0; i < incoming.length; i++) next[at + i] = incoming[i]!;
    setDigits(next);
    focus(at + incoming.length);
    if (next.every((d) => d !== '')) onComplete(next.join(''));
  };

  const clear = (index: number) => setDigits(digits.map((d, i) => (i === index ? '' : d)));

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: LENGTH - 1 };
    if (event.key in moves) {
      event.preventDefault();
      focus(moves[event.key]!);
    } else if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      clear(index - 1);
      focus(index - 1);
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    write(index, event.clipboardData.getData('text'));
  };

  return (
    <div className="wm-otp" role="group" aria-label={label} aria-invalid={invalid} aria-describedby={describedBy} data-testid="wm-otp">
      {digits.map((digit, index) => (
        <input
          // The boxes never move: their place is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="wm-otp__box"
          data-testid={`wm-otp-${index}`}
          value={digit}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('login.digit', { n: index + 1, total: LENGTH })}
          disabled={disabled}
          onFocus={(event) => event.target.select()}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
          onChange={(event) => {
            const typed = digitsOf(event.target.value);
            // Emptied: cleared. A letter: ignored, the digit stays. Otherwise what was there is replaced by what was
            // typed (an autofill may bring all six at once).
            if (event.target.value === '') clear(index);
            else if (typed !== '') write(index, typed.length === 2 && digit !== '' ? typed.replace(digit, '') || typed[0]! : typed);
          }}
        />
      ))}
    </div>
  );
}
