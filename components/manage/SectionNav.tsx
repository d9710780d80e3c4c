import { formatRoute, sectionRoute, SECTIONS, type Section } from '@/lib/manage/route';
import { navigate } from '@/lib/manage/history';
import { t, type MessageKey } from '@/lib/i18n/messages';

/** Each section's name (its link in the navigation, the tab's title), as a message key. */
export const SECTION_LABELS: Record<Section, MessageKey> = {
  links: 'mg_sec_links',
  bulk: 'mg_sec_bulk',
  campaigns: 'mg_sec_campaigns',
  channels: 'mg_sec_channels',
  qr: 'mg_sec_qr',
  domains: 'mg_sec_domains',
  files: 'mg_sec_files',
  pixels: 'mg_sec_pixels',
  redirects: 'mg_sec_redirects',
  account: 'mg_sec_account',
};

/**
 * The sections as real links (each has its own address, so middle-click and "open in new tab"
 * work); a plain click moves within the page through history instead of reloading it.
 */
export function SectionNav({ current, installation }: { current: Section; installation: string }) {
  return (
    <nav class="manage-nav" aria-label={t('mg_sections')}>
      <ul>
        {SECTIONS.map((section) => (
          <li key={section}>
            <a
              href={formatRoute(sectionRoute(section, installation))}
              aria-current={section === current ? 'page' : undefined}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                navigate({ section });
              }}
            >
              {t(SECTION_LABELS[section])}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
