import type { ServerResponse } from 'node:http';

/**
 * Calls `onOffset` with the Upload-Offset a tus answer is written with, as its head is written
 * (before the answer can reach the client, so a count made here is seen by the next request).
 * @tus/server answers through srvx, which hands its headers to `writeHead` as a raw array;
 * Node 24 sends those without copying them into the table `getHeader` reads (Node 20 did), and
 * `tus.handle` may settle after the answer has left, so neither is read afterwards.
 */
export function onUploadOffset(res: ServerResponse, onOffset: (offset: number) => void) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    let offset: number | undefined;
    for (const arg of args) offset ??= offsetIn(arg);
    offset ??= numberOrUndefined(this.getHeader('upload-offset'));
    if (offset !== undefined) onOffset(offset);
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}

function offsetIn(headers: unknown): number | undefined {
  if (Array.isArray(headers)) {
    // [name, value, name, value, …] (raw) or [[name, value], …]
    for (let i = 0; i < headers.length; i++) {
      const entry = headers[i];
      if (Array.isArray(entry) && isOffsetName(entry[0])) return numberOrUndefined(entry[1]);
      if (!Array.isArray(entry) && i % 2 === 0 && isOffsetName(entry)) {
        return numberOrUndefined(headers[i + 1]);
      }
    }
    return undefined;
  }
  if (headers && typeof headers === 'object') {
    for (const [name, value] of Object.entries(headers)) {
      if (isOffsetName(name)) return numberOrUndefined(value);
    }
  }
  return undefined;
}

const isOffsetName = (name: unknown) =>
  typeof name === 'string' && name.toLowerCase() === 'upload-offset';

function numberOrUndefined(value: unknown): number | undefined {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return value === undefined || value === null || !Number.isFinite(n) ? undefined : n;
}
