import type { ApiConnection } from '@/lib/connection/connection';
import { noteInIndex } from '@/lib/history/note';
import { linksService } from './service';

/** The links service of a page: its notes go to the worker, the link index's one writer. */
export const pageLinks = (connection: ApiConnection) => linksService(connection, (note) => noteInIndex(connection.id, connection.source, note));
