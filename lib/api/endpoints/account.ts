import { parseAnswer } from '@/lib/api/parse';
import { accountSchema, type AccountUpdate } from '@/lib/api/schemas/account';
import { messageSchema } from '@/lib/api/schemas/primitives';
import type { Transport } from '@/lib/api/transport';

export function accountApi(transport: Transport) {
  return {
    async get() {
      return parseAnswer(accountSchema, await transport.request('GET', '/api/account'), 'the account request');
    },
    async update(fields: AccountUpdate) {
      const body = await transport.request('PUT', '/api/account/update', { body: fields });
      return parseAnswer(messageSchema, body, 'the account update');
    },
  };
}
