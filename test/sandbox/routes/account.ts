import { createHash } from 'node:crypto';
import type { ApiRouter } from '@/test/sandbox/api-router.ts';
import type { Deps } from '@/test/sandbox/context.ts';
import { formatDateTime } from '@/test/sandbox/dates.ts';
import { rulesOf } from '@/test/sandbox/flavor.ts';
import { fail, ok, readBody } from '@/test/sandbox/respond.ts';
import { EMAIL, MIN_PASSWORD_LENGTH, MSG, toStr } from '@/test/sandbox/validation.ts';

/** Numeric plan ids as real servers expose them beside the plan name. */
const PLAN_IDS: Record<string, number> = { free: 1, pro: 2, business: 3 };

export function accountRoutes(api: ApiRouter, deps: Deps): void {
  api.get('/api/account', (c, user) => {
    const data: Record<string, unknown> = {
      id: user.id,
      email: user.email,
      username: user.username,
      avatar: `${deps.config.gravatarOrigin}/avatar/${createHash('md5').update(user.email.toLowerCase()).digest('hex')}`,
      status: user.plan,
      expires: user.expires === null ? null : formatDateTime(user.expires),
      registered: formatDateTime(user.registered),
    };
    if (rulesOf(deps.config.flavor).extraKeys) data.planid = PLAN_IDS[user.plan] ?? 0;
    return ok(c, { data });
  });

  api.put('/api/account/update', async (c, user) => {
    const body = await readBody(c);
    const email = toStr(body.email)?.trim();
    const password = toStr(body.password);
    if (email !== undefined && email !== '') {
      if (!EMAIL.test(email)) return fail(c, MSG.invalidEmail);
      const lower = email.toLowerCase();
      if (deps.store.state.users.some((u) => u.id !== user.id && u.email.toLowerCase() === lower)) return fail(c, MSG.emailTaken);
    }
    if (password !== undefined && password !== '' && password.length < MIN_PASSWORD_LENGTH) return fail(c, MSG.passwordShort);
    if (email) user.email = email;
    if (password) user.password = password;
    deps.store.changed();
    return ok(c, { message: MSG.accountUpdated });
  });
}
