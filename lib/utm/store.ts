import { defineLocalItem } from '@/lib/storage/item';
import { NO_UTM_TEMPLATES, utmTemplatesSchema, type UtmTemplates } from './template';

/** The user's UTM templates and each installation's default. */
export const utmTemplatesItem = defineLocalItem<UtmTemplates>('utmTemplates', { schema: utmTemplatesSchema, fallback: NO_UTM_TEMPLATES });
