import { parseArgs } from 'node:util';
import { isFlavor } from './flavor.ts';
import { startSandbox, type SandboxOptions } from './index.ts';
import { isLastNextPage } from './respond.ts';

const USAGE = `Usage: npm run sandbox -- [--port N] [--host H] [--key K] [--data FILE]
                          [--rate-limit N] [--window-ms MS] [--flavor spec|v6|v7|field]
                          [--last-nextpage null|current] [--no-seed] [--seed-links N]`;

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

function integer(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) fail(`--${name} must be a non-negative integer, got "${value}"`);
  return n;
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        key: { type: 'string' },
        data: { type: 'string' },
        'rate-limit': { type: 'string' },
        'window-ms': { type: 'string' },
        flavor: { type: 'string' },
        'last-nextpage': { type: 'string' },
        'no-seed': { type: 'boolean' },
        'seed-links': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    });
  } catch (err) {
    return fail((err as Error).message);
  }
})();

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (values.flavor !== undefined && !isFlavor(values.flavor)) fail(`--flavor must be spec, v6, v7 or field (= v7), got "${values.flavor}"`);
const lastNextPage = values['last-nextpage'];
if (lastNextPage !== undefined && !isLastNextPage(lastNextPage)) fail(`--last-nextpage must be null or current, got "${lastNextPage}"`);

const options: SandboxOptions = { port: integer('port', values.port) ?? 8787, seed: !values['no-seed'] };
if (values.host) options.host = values.host;
if (values.key) options.apiKey = values.key;
if (values.data) options.dataFile = values.data;
const rateLimit = integer('rate-limit', values['rate-limit']);
if (rateLimit !== undefined) options.rateLimit = rateLimit;
const windowMs = integer('window-ms', values['window-ms']);
if (windowMs !== undefined) options.windowMs = windowMs;
if (isFlavor(values.flavor)) options.flavor = values.flavor;
if (isLastNextPage(lastNextPage)) options.lastNextPage = lastNextPage;
const seedLinks = integer('seed-links', values['seed-links']);
if (seedLinks !== undefined) options.seedLinks = seedLinks;

const sandbox = await startSandbox(options);
console.log(`Trim sandbox listening
  URL:     ${sandbox.url}
  API key: ${sandbox.apiKey}
  flavor:  ${options.flavor === 'field' ? 'v7 (field)' : (options.flavor ?? 'spec')}${options.lastNextPage === 'current' ? ", last page's nextpage = current page" : ''}, rate limit ${options.rateLimit ?? 30} per ${(options.windowMs ?? 60_000) / 1000} s${options.dataFile ? `, data in ${options.dataFile}` : ', memory only'}
Try: curl -H "Authorization: Bearer ${sandbox.apiKey}" ${sandbox.url}/api/account`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the sandbox`);
  sandbox.close().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
