// Saving a file from the page: a Blob behind a temporary link with `download`, so the browser saves
// it under that name (no request leaves the page, and the CSP allows it: blob: is the page's own).
export function download(name: string, data: string | Uint8Array, type: string): void {
  const blob = new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // The click has started the download by now; the URL can go on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A chosen file's bytes. */
export async function bytesOf(file: File): Promise<Uint8Array> {
  return new Uint8Array(await file.arrayBuffer());
}
