import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    // The server build as one module without dynamic import(): tsx, which runs the server, rewrites any module
    // holding one with an inline source map, and the build's 1.2 MB became 15 MB of V8 heap (issue 18 §4).
    ...(isSsrBuild ? { rollupOptions: { output: { inlineDynamicImports: true } } } : {}),
  },
  server: { hmr: { port: 24678 } },
}));
