import { writeFileSync } from "node:fs";
import { THEME_CSS_FILE, themeCssFile } from "../app/theme-css";

// Writes the theme's CSS variables (app/theme-css.ts) to the stylesheet the root imports. Run after
// changing app/theme.ts; the unit test app/theme-css.test.ts fails until it is.
writeFileSync(THEME_CSS_FILE, themeCssFile());
console.log(`wrote ${THEME_CSS_FILE}`);
