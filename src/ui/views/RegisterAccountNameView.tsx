/**
 * SPEC view RegisterAccountName: a name is checked as it is typed (letters, digits and hyphens, at least 4
 * characters) and, once it keeps the rule, the registry's suggestions follow after a pause (SEARCH_DELAY_MS).
 * Submitting asks the client to register it (the wallet signs; the view never talks to it).
 */
import { useId, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai/react';
import { accountNameProblem, type AccountNameProblem } from '../../chains/account-name';
import { ACCOUNT_NAME_MAX_LENGTH, ACCOUNT_NAME_MIN_LENGTH, SEARCH_DELAY_MS } from '../../constants';
import { suggestionsAtom } from '../../state/account-data';
import type { RouteOf } from '../../state/routes';
import type { MessageKey } from '../../i18n/translate';
import { useClient } from '../client-context';
import { useI18n } from '../i18n';
import { useTypingPause } from '../components/use-typing-pause';

const PROBLEMS: Record<Exclude<AccountNameProblem, 'empty'>, [MessageKey, number?]> = {
  characters: ['name.characters'],
  'too-short': ['name.tooShort', ACCOUNT_NAME_MIN_LENGTH],
  'too-long': ['name.tooLong', ACCOUNT_NAME_MAX_LENGTH],
};

/** 'alice.wallet-modal.local' → 'alice'. */
const labelOf = (name: string) => name.split('.')[0] ?? name;

export default function RegisterAccountNameView(_props: { route: RouteOf<'RegisterAccountName'> }) {
  const client = useClient();
  const { t } = useI18n();
  const suggestions = useAtomValue(suggestionsAtom);
  const [label, setLabel] = useState('');
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  const problem = accountNameProblem(label);
  const query = label.toLowerCase();

  const pause = useTypingPause();
  // Typed or picked: the suggestions for the new name follow once typing pauses (the same name keeps its wait).
  const edit = (next: string) => {
    setLabel(next);
    const asked = next.toLowerCase();
    if (asked !== query) pause(SEARCH_DELAY_MS, () => void client.suggestAccountNames(asked));
  };

  const current = suggestions.query === query ? suggestions : undefined;
  const taken = current?.suggestions.some((s) => labelOf(s.name) === query && s.registered) === true;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem || taken || busy) return;
    setBusy(true);
    client.registerAccountName(query).catch(() => setBusy(false));
  };

  return (
    <form className="wm-body" onSubmit={submit} noValidate>
      <label htmlFor={`${hintId}-input`} className="wm-section-title">
        {t('name.label')}
      </label>
      <input
        id={`${hintId}-input`}
        className="wm-input"
        data-testid="wm-name-input"
        value={label}
        maxLength={ACCOUNT_NAME_MAX_LENGTH + 10}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={problem !== undefined && problem !== 'empty'}
        aria-describedby={hintId}
        onChange={(e) => edit(e.target.value.trim())}
      />
      <p id={hintId} className={problem && problem !== 'empty' ? 'wm-error-text' : 'wm-muted'} role="status" data-testid="wm-name-hint">
        {problem === 'empty' ? '' : problem ? t(PROBLEMS[problem][0], { count: PROBLEMS[problem][1] ?? 0 }) : t(taken ? 'name.taken' : 'name.rule')}
      </p>
      {!problem && current && current.suggestions.length > 0 && (
        <ul className="wm-list" aria-label={t('name.suggestions')} data-testid="wm-name-suggestions">
          {current.suggestions.map((s) => (
            <li key={s.name}>
              <button type="button" className="wm-list-item" disabled={s.registered} data-testid="wm-name-suggestion" onClick={() => edit(labelOf(s.name))}>
                <span className="wm-list-item__name">{s.name}</span>
                <span className="wm-muted">{t(s.registered ? 'name.takenTag' : 'name.available')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="submit" className="wm-button" data-testid="wm-register-name" disabled={problem !== undefined || taken || busy}>
        {t(busy ? 'name.registering' : 'name.register')}
      </button>
    </form>
  );
}
