import type { SignClient } from '@walletconnect/sign-client';
import type { SessionTypes } from '@walletconnect/types';

type Client = InstanceType<typeof SignClient>;
export declare function proposeSession(client: Client, params: Parameters<Client['connect']>[0]): Promise<{ uri?: string; approval: () => Promise<SessionTypes.Struct> }>;
