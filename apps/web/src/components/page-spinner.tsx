import { PlainSpinner } from './plain/plain-spinner.tsx';

/** Shown while a screen's code is on its way, so the page never flashes blank. */
export function PageSpinner() {
  return (
    <div className="plain-centre">
      <PlainSpinner label="Loading" large />
    </div>
  );
}
