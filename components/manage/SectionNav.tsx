import { formatRoute, sectionRoute, SECTIONS, type Section } from '@/lib/manage/route';
import { navigate } from '@/lib/manage/history';

export const SECTION_LABELS: Record<Section, string> = {
  links: 'Links',
  bulk: 'Bulk',
  campaigns: 'Campaigns',
  channels: 'Channels',
  domains: 'Branded domains',
  files: 'Files',
  pixels: 'Pixels',
  redirects: 'Overlays & splash pages',
  account: 'Account',
};

/**
 * The sections as real links (each has its own address, so middle-click and "open in new tab"
 * work); a plain click moves within the page through history instead of reloading it.
 */
export function SectionNav({ current, installation }: { current: Section; installation: string }) {
  return (
    <nav class="manage-nav" aria-label="Sections">
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
              {SECTION_LABELS[section]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
