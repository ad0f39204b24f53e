// The bundled Japanese web font, only the two weights the theme uses (regular and bold), so
// Storybook and its screenshot baselines do not depend on the fonts installed on a machine.
// The product does not load it: its @font-face CSS alone is 66 KB gzip and would block the
// first paint, and the glyph files would cost mobile visitors hundreds of KB, while every
// platform ships a Japanese font the theme's font stack names.
import '@fontsource/noto-sans-jp/400.css';
import '@fontsource/noto-sans-jp/700.css';
