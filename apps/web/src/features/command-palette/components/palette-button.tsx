import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { Button } from 'antd';
import { PlainIcon } from '@/components/plain/plain-icon.tsx';
import './palette-button.css';

/** "⌘K" where the Command key is the habit, "Ctrl K" elsewhere; both work everywhere. */
function shortcutLabel(): string {
  const platform =
    typeof navigator === 'undefined' ? '' : navigator.platform || navigator.userAgent;
  return /Mac|iPhone|iPad/.test(platform) ? '⌘K' : 'Ctrl K';
}

/**
 * The header's way into the command palette, for those who reach for the mouse. Its name is its
 * text ("Search Ctrl K"), so what a voice-control user reads out is what it answers to.
 */
export function PaletteButton({ onOpen }: { onOpen: () => void }) {
  return (
    <Button
      className="palette-button"
      icon={<PlainIcon definition={SearchOutlined} />}
      aria-keyshortcuts="Control+K Meta+K"
      aria-haspopup="dialog"
      onClick={onOpen}
    >
      <span className="palette-button-text">Search</span>
      <kbd className="palette-button-keys">{shortcutLabel()}</kbd>
    </Button>
  );
}
