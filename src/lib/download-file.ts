/** Saves a file the page made, as a download with this name. */
export function downloadFile(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers read the blob after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
