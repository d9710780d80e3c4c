import { pagingQuery, parseAnswer, segment } from '@/lib/api/parse';
import { listPageSchema } from '@/lib/api/schemas/envelope';
import { fileSchema, fileUploadedSchema, type FileListQuery, type FileUploadOptions } from '@/lib/api/schemas/file';
import type { RawBody, RequestOptions, Transport } from '@/lib/api/transport';

// The file list has no `data` wrapper: paging and `list` sit at the top level.
const filePageSchema = listPageSchema(['list'], fileSchema);

export function filesApi(transport: Transport) {
  return {
    async list(query: FileListQuery = {}) {
      const body = await transport.request('GET', '/api/files', { query: { name: query.name, ...pagingQuery(query) } });
      return parseAnswer(filePageSchema, body, 'the file list');
    },
    /** Uploads the bytes as-is; `filename` includes its extension. */
    async upload(filename: string, data: RawBody, options: FileUploadOptions = {}, sending: Pick<RequestOptions, 'signal'> = {}) {
      const body = await transport.request('POST', `/api/files/upload/${segment(filename)}`, {
        ...sending,
        raw: data,
        query: {
          name: options.name,
          custom: options.custom,
          domain: options.domain,
          password: options.password,
          expiry: options.expiry,
          maxdownloads: options.maxdownloads,
        },
      });
      return parseAnswer(fileUploadedSchema, body, 'the upload');
    },
  };
}
