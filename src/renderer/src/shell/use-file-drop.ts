import { useEffect } from 'react';
import { useAppStore } from '../stores/app-store';

/** Files dropped on the window are at most this many (a folder's worth of a Digital project). */
const MAX_DROPPED = 200;

const carriesFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') === true;

/**
 * Circuit files dropped anywhere on the window are imported, as File › Import does: ours,
 * Logisim's and Digital's (a Digital project's files dropped together open its main circuit with
 * its subcircuits). Drags of the app's own (a palette part) are left to the canvas.
 */
export function useFileDrop(): void {
  useEffect(() => {
    const onDragOver = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      event.dataTransfer!.dropEffect = 'copy';
    };
    const onDrop = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      const files = [...(event.dataTransfer?.files ?? [])].slice(0, MAX_DROPPED);
      void Promise.all(files.map(async (file) => ({ name: file.name, content: await file.text() }))).then(
        (read) => useAppStore.getState().importCircuitFiles(read),
        () =>
          useAppStore.getState().pushNotice({
            level: 'error',
            message: 'The dropped files could not be read.',
            hint: 'Try File › Import.',
          }),
      );
    };
    window.addEventListener('dragover', onDragOver);
    window.addEventListener('drop', onDrop);
    return () => {
      window.removeEventListener('dragover', onDragOver);
      window.removeEventListener('drop', onDrop);
    };
  }, []);
}
