import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** A form part: a text field, or a file with its name and declared type. */
export type FormPart =
  [name: string, value: string] | [name: string, body: Buffer, fileName: string, type?: string];

/** A multipart body exactly as a browser's FormData serialises it. */
export async function multipartBody(
  parts: FormPart[],
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value, fileName, type] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value)], { type: type ?? '' }), fileName);
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? '',
  };
}

/** POSTs a multipart form; `xhr` adds X-Requested-With as the web client's XHR does. */
export async function postForm(
  app: FastifyInstance,
  url: string,
  parts: FormPart[],
  { cookie, xhr = true }: { cookie?: string; xhr?: boolean } = {},
) {
  const { payload, contentType } = await multipartBody(parts);
  const response = await app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      'content-type': contentType,
      ...(cookie ? { cookie } : {}),
      ...(xhr ? { 'x-requested-with': 'XMLHttpRequest' } : {}),
    },
  });
  const body = response.body ? (JSON.parse(response.body) as Record<string, unknown>) : {};
  return { status: response.statusCode, body, message: String(body.message ?? ''), response };
}

/** A real small JPEG (sharp-encoded). */
export async function jpegBytes(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
    .jpeg()
    .toBuffer();
}

/**
 * The start of an MP4 (an `ftyp` box, brand isom) followed by `size` bytes in all: what a sniffer
 * reads. Not playable, which the upload rules do not need.
 */
export function mp4Bytes(size = 64 * 1024, fill = 7): Buffer {
  const bytes = Buffer.alloc(size, fill);
  bytes.writeUInt32BE(24, 0);
  bytes.write('ftypisom', 4, 'latin1');
  bytes.writeUInt32BE(512, 12);
  bytes.write('isomiso2', 16, 'latin1');
  return bytes;
}

/** Every file under a folder, relative to it ([] when the folder does not exist). */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}
