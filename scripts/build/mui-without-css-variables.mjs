// Stands in for MUI's CSS-variables theme and provider in the portal bundle (scripts/build.ts).
const unused = () => {
  throw new Error('The portal theme has no CSS variables: MUI took a path scripts/build.ts removed.');
};
export default unused;
export const CssVarsProvider = unused;
