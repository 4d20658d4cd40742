/**
 * Hands a file to the browser to save under `name`: a download, which a phone offers to open (a
 * calendar file in its calendar).
 */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
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
