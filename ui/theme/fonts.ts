// The bundled Japanese web font, only the two weights the theme uses (regular and bold),
// so pixels do not depend on the fonts installed on a machine.
import '@fontsource/noto-sans-jp/400.css';
import '@fontsource/noto-sans-jp/700.css';
