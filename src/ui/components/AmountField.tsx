/**
 * The one amount field, for every amount a person types (Send, Swap, Buy): the same length limit (the parser's), the
 * same placeholder (a zero in the locale's digits), a decimal keypad, and `dir="ltr"`, since numbers read left to
 * right in right-to-left languages too. What it holds is read by validate/amount.ts's parseAmount in the same locale.
 */
import { amountInputText, MAX_AMOUNT_LENGTH } from '../../validate/amount';
import { useI18n } from '../i18n';

export type AmountFieldProps = {
  id: string;
  testId: string;
  value: string;
  onChange(text: string): void;
  invalid: boolean;
  /** The id of the line under the field (balance, fiat value, limits or the problem). */
  describedBy: string;
  /** Layout classes beside `wm-input`. */
  className?: string;
};

export function AmountField({ id, testId, value, onChange, invalid, describedBy, className }: AmountFieldProps) {
  const { intl } = useI18n();
  return (
    <input
      id={id}
      className={className ? `wm-input ${className}` : 'wm-input'}
      data-testid={testId}
      dir="ltr"
      inputMode="decimal"
      autoComplete="off"
      placeholder={amountInputText(0n, 0, intl)}
      maxLength={MAX_AMOUNT_LENGTH}
      value={value}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
