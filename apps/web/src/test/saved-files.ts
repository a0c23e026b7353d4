import { onTestFinished, vi } from 'vitest';

/**
 * The names of the files the page hands the browser to save (a download link's click), kept
 * instead of saved; jsdom has no downloads and no blob URLs.
 */
export function captureSavedFiles(
  /** Where the files' contents go too, in the same order, for a test that reads them. */
  contents: Blob[] = [],
): string[] {
  const saved: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = vi.fn((blob: Blob | MediaSource) => {
    if (blob instanceof Blob) contents.push(blob);
    return 'blob:saved-file';
  });
  URL.revokeObjectURL = vi.fn();
  onTestFinished(() => {
    click.mockRestore();
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });
  return saved;
}
