// A loader for React Router's production build (create-config.mjs) that lets tree shaking drop what no app
// uses. The shared router is a list of names (react-router-exports.mjs), but two kinds of top-level statement
// kept unused components in it: `Form = React.forwardRef(…)` (a call the minifier cannot prove pure, so it
// stays, with the function it is given) and `Form.displayName = "Form"` (an assignment, which counts as a
// use). With them `Form`, `useSubmit` and the form data and submit helpers were in the home page's first
// scripts (issue #33's 125 KiB) though no app imports them. So: React's `forwardRef`, `memo` and
// `createContext`, which only make an object, are marked pure where a top-level `var` takes their result, and
// the `displayName` lines, which name components and contexts for React's developer tools only, go.

/** React Router's production build, the only files the loader is for. */
export const REACT_ROUTER_PRODUCTION =
  /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;

/** A top-level statement that only names a component or context: `Link.displayName = "Link";`. */
export const DISPLAY_NAME_STATEMENT = /^[\w$]+\.displayName = "[^"\n]*";\n/gm;

/** A top-level `var` given what one of React's object makers returns: `var Form = React10.forwardRef(`. */
export const REACT_OBJECT_MADE = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;

export default function shakeableRouter(source) {
  return source.replace(DISPLAY_NAME_STATEMENT, '').replace(REACT_OBJECT_MADE, '$1/* @__PURE__ */ $2');
}
