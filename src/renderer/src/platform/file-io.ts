/** A text file the user picked. */
export interface PickedFile {
  readonly name: string;
  readonly content: string;
}

/** Asks the user for a file and reads it as text; undefined when they cancel. */
export function pickTextFile(accept: string): Promise<PickedFile | undefined> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = accept;
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      if (!file) return resolve(undefined);
      file.text().then(
        (content) => resolve({ name: file.name, content }),
        () => resolve(undefined),
      );
    });
    input.addEventListener('cancel', () => resolve(undefined));
    input.click();
  });
}

/** Asks the user for one or more files and reads them as text; empty when they cancel. */
export function pickTextFiles(accept: string): Promise<PickedFile[]> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = accept;
    input.multiple = true;
    input.addEventListener('change', () => {
      const files = [...(input.files ?? [])];
      Promise.all(files.map(async (file) => ({ name: file.name, content: await file.text() }))).then(resolve, () =>
        resolve([]),
      );
    });
    input.addEventListener('cancel', () => resolve([]));
    input.click();
  });
}

/** Offers text as a file download (the browser's or Electron's save flow); JSON unless `type` says otherwise. */
export function downloadTextFile(fileName: string, content: string, type = 'application/json'): void {
  downloadBlob(fileName, new Blob([content], { type }));
}

/** Offers a file download (the browser's or Electron's save flow) through a link with `download`. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the download has started; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
