import { App } from 'antd';

/**
 * Short confirmations ("Saved.") through antd's themed message. antd hands back a promise that
 * settles when the message disappears; nothing waits for that, so it is dropped here, once.
 */
export function useNotice(): { success: (text: string) => void } {
  const { message } = App.useApp();
  return {
    success: (text) => {
      void message.success(text);
    },
  };
}
