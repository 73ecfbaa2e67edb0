/**
 * Just enough MIME to read a report's parts: header blocks, one level of multipart, base64 and
 * quoted-printable bodies. Reports are machine-written and small; nothing here renders anything.
 */

/** Header fields by lower-cased name, folded lines joined, repeated fields kept in order. */
export function parseFields(block: string): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const list = fields.get(name) ?? [];
    list.push(line.slice(colon + 1).trim());
    fields.set(name, list);
  }
  return fields;
}

/** A parameter of a structured header (`boundary`, `report-type`), quoted or not. */
export function headerParam(value: string, name: string): string | null {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(value);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A part (or a whole message): its headers, and its body decoded from its transfer encoding. */
export function splitPart(source: string): { headers: Map<string, string[]>; body: string } {
  const end = /(?:^|\r?\n)\r?\n/.exec(source);
  const head = end ? source.slice(0, end.index) : source;
  const raw = end ? source.slice(end.index + end[0].length) : '';
  const headers = parseFields(head);
  const encoding = headers.get('content-transfer-encoding')?.[0]?.trim().toLowerCase();
  const body =
    encoding === 'base64'
      ? Buffer.from(raw.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(raw)
        : raw;
  return { headers, body };
}

/** The parts between `--boundary` lines (preamble and epilogue left out). */
export function splitMultipart(body: string, boundary: string) {
  const escaped = boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const chunks = body.split(new RegExp(`(?:^|\\r?\\n)--${escaped}(?:--)?[ \\t]*(?=\\r?\\n|$)`));
  // chunks[0] is the preamble; after the closing delimiter comes the epilogue.
  const closing = body.search(new RegExp(`--${escaped}--`));
  const inner = chunks.slice(1, closing === -1 ? undefined : -1);
  return inner.map((chunk) => splitPart(chunk.replace(/^\r?\n/, '')));
}
