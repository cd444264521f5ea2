/** Saves `blob` as a file named `name` through the browser's own download. */
export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has started by now; the address is let go a while later, not at once (Safari)
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
