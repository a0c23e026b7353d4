/** See antd-styles.ts beside vite.config: the built stylesheet's address, or null outside a build. */
declare module 'virtual:antd-styles' {
  const url: string | null;
  export default url;
}
