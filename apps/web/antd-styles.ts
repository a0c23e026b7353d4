import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/** The module through which the app learns the address of antd's built stylesheet. */
export const ANTD_STYLES_MODULE = 'virtual:antd-styles';
const RESOLVED = `\0${ANTD_STYLES_MODULE}`;
/** The stylesheet's name in the build, before its hash. */
export const ANTD_STYLES_ASSET = 'antd.css';

type PrerenderModule = { renderAntdStyles: () => string };

/**
 * `import antdStylesUrl from 'virtual:antd-styles'`: in a build, the address of a stylesheet
 * holding the styles antd would otherwise write at run time for the components the app uses
 * (rendered by src/prerender.tsx, built before the client); in development and in tests, null,
 * and antd writes its styles at run time as usual.
 */
export function antdStylesPlugin({ prerenderModule }: { prerenderModule: string }): Plugin {
  let build = false;
  let root = '.';
  return {
    name: 'depot-antd-styles',
    configResolved(config) {
      build = config.command === 'build' && !config.build.ssr;
      root = config.root;
    },
    resolveId: (id) => (id === ANTD_STYLES_MODULE ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      if (!build) return 'export default null;';
      const prerendered = (await import(
        pathToFileURL(path.resolve(root, prerenderModule)).href
      )) as PrerenderModule;
      const reference = this.emitFile({
        type: 'asset',
        name: ANTD_STYLES_ASSET,
        source: prerendered.renderAntdStyles(),
      });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}
