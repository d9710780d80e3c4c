import type { ComponentChildren } from 'preact';
import { useConfirm } from '@/components/ui';
import type { LinkChanges } from '@/lib/api';
import { t } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/compose';
import { resetByWrite, settingNames, type UnreportedSetting } from '@/lib/manage/link-edit';

export interface ResetsQuestion {
  /** The short link written. */
  shorturl: string;
  /** The settings Trim does not know for it (lib/manage/link-edit's unknownSettings). */
  unknown: readonly UnreportedSetting[];
  /** What the write changes: a setting it sets is not reset. */
  changes: LinkChanges;
  /** Asked before the details are read: whether the service reports devices is not known yet. */
  devicesUnsure?: boolean;
}

/**
 * Before a whole-link write that does not come from the edit form ("Use on a link", and any such
 * path): names the settings the write resets (those Trim does not know and the change does not
 * set) and asks to go on. Resolves true at once when nothing would be reset.
 */
export function useConfirmResets() {
  const confirm = useConfirm();
  return async ({ shorturl, unknown, changes, devicesUnsure = false }: ResetsQuestion): Promise<boolean> => {
    const resets = resetByWrite(unknown, changes);
    if (resets.length === 0) return true;
    return confirm({
      title: t('links_resets_title'),
      body: (
        <p>
          {rich<ComponentChildren>(
            'links_resets_body',
            <strong>
              <bdi dir="ltr">{shorturl}</bdi>
            </strong>,
            settingNames(resets, devicesUnsure),
          )}
        </p>
      ),
      confirmLabel: t('links_resets_ok'),
    });
  };
}
