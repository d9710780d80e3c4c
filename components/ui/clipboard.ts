/**
 * Writes text to the clipboard. The async Clipboard API needs a focused document; the
 * execCommand fallback covers the moments it refuses (e.g. focus just moved to a download).
 */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    const previous = document.activeElement as HTMLElement | null;
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    previous?.focus();
    if (!ok) throw new Error('The clipboard is not available');
  }
}
