import nodeResolve from '@rollup/plugin-node-resolve';
import esbuild from 'rollup-plugin-esbuild';
export default {
  input: process.env.ENTRY,
  output: { file: '/tmp/rtest/out.js', format: 'es' },
  treeshake: {
    moduleSideEffects: (id) => {
      const e = /node_modules\/echarts\/(.*)$/.exec(id);
      if (e) return /^(index[^/]*\.js|lib\/echarts\.js|lib\/chart\/[^/]+\.js|lib\/component\/[^/]+\.js|extension\/.*|theme\/[^/]+\.js|i18n\/[^/]+\.js)$/.test(e[1]);
      const z = /node_modules\/zrender\/(.*)$/.exec(id);
      if (z) return /^lib\/(canvas\/canvas|svg\/svg|all)\.js$/.test(z[1]);
      return true;
    },
  },
  plugins: [
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    esbuild({ include: /\.[jt]sx?$/, exclude: /node_modules/, target: 'es2020', minify: true, tsconfig: 'tsconfig.json' }),
  ],
};
