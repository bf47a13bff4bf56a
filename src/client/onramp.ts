/** The Buy views' fiat rules (decimal text ↔ cents), named from the client so that views reach no service. */
export { formatCents, parseFiatCents } from '../services/onramp/fiat';
