import { browser } from 'wxt/browser';
import { isRecord } from '@/lib/api/guards';
import { applyDefault } from './default-rule';
import { later, readRecord, syncKeyOf, type TemplateRecord } from './records';
import type { UtmTemplate } from './template';

// The installation's default template as every way of shortening reads it (the rule that applies
// it: default-rule.ts). Reads two keys and no zod, so the worker carries little for it.

/** The installation's default template: this browser's copy, or sync's when another browser changed it since; null without one. */
export async function defaultTemplate(installation: string): Promise<UtmTemplate | null> {
  try {
    const { utmTemplates: kept } = await browser.storage.local.get('utmTemplates');
    if (!isRecord(kept)) return null;
    const id = isRecord(kept['defaults']) ? kept['defaults'][installation] : undefined;
    if (typeof id !== 'string') return null;
    const stamp = typeof kept['savedAt'] === 'number' ? kept['savedAt'] : 0;
    const here = (Array.isArray(kept['templates']) ? kept['templates'] : []).find((entry: unknown) => isRecord(entry) && entry['id'] === id);
    const goneAt = isRecord(kept['gone']) ? kept['gone'][id] : undefined;
    const key = syncKeyOf(id);
    const there = await browser.storage.sync.get(key).then(
      (all) => all[key],
      () => undefined,
    );
    const records = [readRecord(id, here, stamp), typeof goneAt === 'number' ? readRecord(id, { gone: true, at: goneAt }) : null, readRecord(id, there)];
    const latest = records.filter((record): record is TemplateRecord => record !== null).reduce<TemplateRecord | null>((a, b) => (a ? later(a, b) : b), null);
    return latest && !latest.gone ? { id, name: latest.name, values: latest.values } : null;
  } catch {
    return null;
  }
}

/** `url` with the installation's default template applied by the rule, and the template when it was. */
export async function withDefaultTemplate(url: string, installation: string, title = ''): Promise<{ url: string; applied: UtmTemplate | null }> {
  const template = await defaultTemplate(installation);
  const tagged = applyDefault(url, template, title);
  return tagged === null ? { url, applied: null } : { url: tagged, applied: template };
}
