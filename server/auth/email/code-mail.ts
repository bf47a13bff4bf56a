/** The email that carries a code: plain text, the code in the subject too, so a notification shows it. */
import { CODE_TTL_MS } from '../config';

export type CodeMail = { subject: string; text: string };

export function codeMail(code: string, appName: string): CodeMail {
  return {
    subject: `${code} is your code for ${appName}`,
    text: [
      `Your code for ${appName}: ${code}`,
      '',
      `It is valid for ${CODE_TTL_MS / 60_000} minutes. Enter it where you asked for it.`,
      'If you did not ask for this code, ignore this email: nobody can sign in without it.',
      '',
    ].join('\n'),
  };
}
