/** A failure whose words name a value ('Error registering name {name}'): the class fills its placeholders. Lazy code only. */
import { sendMessage } from '../messages/send';
import { WalletModalError, type WalletModalErrorCode, type WalletModalErrorOptions } from './base';

export function templateErrorClass<const C extends WalletModalErrorCode>(name: string, code: C, template: string) {
  return class extends WalletModalError {
    declare readonly code: C;
    constructor(values: Readonly<Record<string, string | number>>, options?: WalletModalErrorOptions) {
      super(code, sendMessage(template, values), options);
      this.name = name;
    }
  };
}
