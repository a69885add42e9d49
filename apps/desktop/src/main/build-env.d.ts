// The one compile-time flag main reads; Vite replaces it in every build (see dev-server-url.ts).
interface ImportMetaEnv {
  readonly DEV: boolean;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
