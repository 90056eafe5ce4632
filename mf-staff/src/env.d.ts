/** The build's version, baked in by the rspack DefinePlugin from REMOTE_VERSION (`dev` otherwise). */
declare const __REMOTE_VERSION__: string;

declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
