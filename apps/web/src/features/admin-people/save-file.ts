/** Hands a downloaded file to the browser to save under `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
