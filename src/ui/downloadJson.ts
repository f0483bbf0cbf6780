/**
 * Saves data as a JSON file through the browser's download, from a blob URL: nothing leaves the
 * machine (the page makes no network requests; the file is written locally).
 */
export function downloadJson(fileName: string, data: unknown): void {
  downloadText(fileName, `${JSON.stringify(data, null, 2)}\n`, 'application/json');
}

/** Saves text (a script …) as a file, the same way. */
export function downloadText(fileName: string, text: string, type = 'text/plain'): void {
  const blob = new Blob([text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; it can go once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
