/** A failure whose words name a value ('Error registering name {name}'): the class fills its placeholders. Lazy code only. */
import { WalletModalError, type WalletModalErrorCode, type WalletModalErrorOptions } from './base';
import { fill } from '../messages/fill';

/** See ErrorClass (./base.ts): named so that the declarations need no @types/node. */
type TemplateErrorClass<C extends WalletModalErrorCode> = {
  new (values: Readonly<Record<string, string | number>>, options?: WalletModalErrorOptions): WalletModalError & { readonly code: C };
  readonly prototype: WalletModalError;
};

export function templateErrorClass<const C extends WalletModalErrorCode>(name: string, code: C, template: string): TemplateErrorClass<C> {
  return class extends WalletModalError {
    declare readonly code: C;
    constructor(values: Readonly<Record<string, string | number>>, options?: WalletModalErrorOptions) {
      super(code, fill(template, values), options);
      this.name = name;
    }
  };
}
