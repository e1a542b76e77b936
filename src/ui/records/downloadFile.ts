/** A text file for the browser to save (a CSV export). */
export type DownloadFile = { fileName: string; content: string; mimeType: string };

/**
 * Saves a file the way a download link would: a Blob behind an object URL, clicked through a
 * link with the file's name. The URL is given back once the browser has taken the file.
 */
export function downloadFile({ fileName, content, mimeType }: DownloadFile) {
  const url = URL.createObjectURL(new Blob([content], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers read the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
