import { listLinks } from '@/lib/api/endpoints/links';
import type { ApiConnection } from '@/lib/connection/connection';
import { workerLinks } from '@/lib/links/in-worker';
import type { ShortenDefaults } from '@/lib/settings/schema';
import { shortenBody } from '@/lib/shorten/body';
import type { ShortenBody } from '@/lib/shorten/form-model';
import { emptyShortenForm } from '@/lib/shorten/form-model';
import { findExactLink, LOOKUP_LIMIT } from '@/lib/shorten/find-link';
import type { Batch, BatchLine } from '@/lib/bulk/batch';
import type { RunDeps } from '@/lib/bulk/run';

/** A line's body: the popup's body for its untouched form, with the line's own alias, campaign and channel. */
export function lineBody(line: BatchLine, defaults: ShortenDefaults): ShortenBody {
  const form = emptyShortenForm(line.url, { ...defaults, campaign: line.campaign ?? defaults.campaign, channel: line.channel ?? defaults.channel });
  return shortenBody({ ...form, alias: line.alias });
}

/** What runBatch needs, over the connection to the batch's installation. */
export function bulkDeps(connection: ApiConnection): RunDeps {
  const links = workerLinks(connection);
  return {
    create: (line: BatchLine, batch: Batch) => links.create(lineBody(line, batch.defaults)),
    async findExisting(line) {
      const page = await listLinks(await connection.transport(), { q: line.url, limit: LOOKUP_LIMIT });
      // A line with its own alias is that link only (some servers list the alias empty: the short URL ends with it).
      const alias = line.alias.toLowerCase();
      const candidates = alias === '' ? page.items : page.items.filter((link) => link.alias.toLowerCase() === alias || link.shorturl.toLowerCase().endsWith(`/${alias}`));
      const link = findExactLink(candidates, line.url);
      return link ? { shorturl: link.shorturl } : null;
    },
    exhaustedUntil: () => connection.meter.exhaustedUntil(),
    now: () => Date.now(),
  };
}
