import { App } from 'antd';

/**
 * Short notices ("Saved.", "The export failed: …") through antd's themed message. antd hands
 * back a promise that settles when the message disappears; nothing waits for that, so it is
 * dropped here, once.
 */
export function useNotice(): { success: (text: string) => void; error: (text: string) => void } {
  const { message } = App.useApp();
  return {
    success: (text) => {
      void message.success(text);
    },
    error: (text) => {
      void message.error(text);
    },
  };
}
