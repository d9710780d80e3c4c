import { copyInDocument } from '@/lib/clipboard';
import { onMessage } from '@/lib/messaging';

// Chrome only: the service worker cannot reach the clipboard, so it asks this hidden page.
onMessage('clipboard:write', ({ text }) => copyInDocument(text));
