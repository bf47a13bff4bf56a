/** The emails that carry a code: plain text, the code in the subject too, so a notification shows it. */
import { CODE_TTL_MS } from '../config';

export type CodeMail = { subject: string; text: string };

/** What a code is for: a login, or an email change's code to the current address, then to the new one. */
export type CodePurpose = 'login' | 'change-current' | 'change-new';

export function codeMail(code: string, appName: string, purpose: CodePurpose = 'login'): CodeMail {
  const valid = `It is valid for ${CODE_TTL_MS / 60_000} minutes. Enter it where you asked for it.`;
  if (purpose === 'change-current')
    return {
      subject: `${code} is your code to change your email for ${appName}`,
      text: [
        `Your code to move your ${appName} wallet to another email address: ${code}`,
        '',
        valid,
        'If you did not ask for this, ignore this email: the address cannot be changed without this code.',
        '',
      ].join('\n'),
    };
  if (purpose === 'change-new')
    return {
      subject: `${code} is your code to confirm your new email for ${appName}`,
      text: [
        `Your code to make this address the email of your ${appName} wallet: ${code}`,
        '',
        valid,
        'If you did not ask for this, ignore this email: nothing changes without this code.',
        '',
      ].join('\n'),
    };
  return {
    subject: `${code} is your code for ${appName}`,
    text: [`Your code for ${appName}: ${code}`, '', valid, 'If you did not ask for this code, ignore this email: nobody can sign in without it.', ''].join(
      '\n',
    ),
  };
}
