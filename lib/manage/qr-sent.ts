import { QR_TYPES, type QrWrite } from '@/lib/api/schemas/qr-types';
import { defineLocalItem, leniently } from '@/lib/storage/item';
import { installationKey } from '@/lib/storage/installation-keys';
import { isRecord } from '@/lib/api/guards';

// The service never reports a QR code's type, content, colours or logo, and an update is a full
// write. So for the codes Trim makes it remembers the whole state it sent, per installation,
// and the edit form opens with it; a code made elsewhere is edited from what the user enters.

// Checked by hand, not with zod: removing an installation (the worker, the options page) loads this module.
const isText = (value: unknown) => typeof value === 'string';
const optionalText = (value: unknown) => value === undefined || isText(value);

function isWrite(entry: unknown): entry is QrWrite {
  if (!isRecord(entry) || !(QR_TYPES as readonly unknown[]).includes(entry['type']) || !isText(entry['name'])) return false;
  const data = entry['data'];
  if (!isText(data) && !(isRecord(data) && Object.values(data).every(isText))) return false;
  return optionalText(entry['foreground']) && optionalText(entry['background']) && optionalText(entry['logo']);
}

type Sent = Record<string, QrWrite>;

/** Entry by entry: one broken code's state never takes the others with it. */
function readSent(value: unknown): Sent {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const kept: Sent = {};
  for (const [id, entry] of Object.entries(value)) {
    if (isWrite(entry) && /^\d+$/.test(id)) kept[id] = entry;
  }
  return kept;
}

const sentItem = (installation: string) => defineLocalItem<Sent>(installationKey('qrSent', installation), { schema: leniently(readSent), fallback: {} });

/** What Trim last sent for a code, or null for a code made elsewhere. */
export async function sentQr(installation: string, id: number): Promise<QrWrite | null> {
  return (await sentItem(installation).getValue())[String(id)] ?? null;
}

/** The newest code Trim made that opens `address` (a link code), or null: saving it again would make a twin. */
export async function sentLinkCode(installation: string, address: string): Promise<{ id: number; name: string } | null> {
  const found = Object.entries(await sentItem(installation).getValue())
    .filter(([, write]) => write.type === 'link' && write.data === address)
    .map(([id, write]) => ({ id: Number(id), name: write.name }));
  return found.sort((a, b) => b.id - a.id)[0] ?? null;
}

/** After the service accepted a create or an update: this is now the code's whole state. */
export async function rememberQr(installation: string, id: number, write: QrWrite): Promise<void> {
  await sentItem(installation).update((sent) => ({ ...sent, [String(id)]: write }));
}

/** After a delete: nothing left to remember. */
export async function forgetQr(installation: string, id: number): Promise<void> {
  await sentItem(installation).update((sent) => {
    const { [String(id)]: _gone, ...rest } = sent;
    return rest;
  });
}

/** Removing an installation: every code's state goes with it. */
export async function forgetSentQrs(installation: string): Promise<void> {
  await sentItem(installation).removeValue();
}
