import type { MantineColorsTuple, MantineTheme } from "@mantine/core";
import { createTheme } from "#mantine/core/MantineProvider/create-theme/create-theme.mjs";
import { DEFAULT_THEME } from "#mantine/core/MantineProvider/default-theme.mjs";
import { mergeMantineTheme } from "#mantine/core/MantineProvider/merge-mantine-theme/merge-mantine-theme.mjs";

const navy: MantineColorsTuple = [
  "#eef2f8", "#d9e1ee", "#b0c1dc", "#849fca", "#5f82ba", "#4770b0", "#3a66ad", "#2b5598", "#224b88", "#0b1f3a",
];
const gold: MantineColorsTuple = [
  "#fdf8e6", "#f7eecb", "#eedc96", "#e5c95e", "#ddb931", "#d4af37", "#c9a227", "#ae8b17", "#9b7b0d", "#856900",
];

export const theme = createTheme({
  primaryColor: "navy",
  primaryShade: 8,
  colors: { navy, gold },
  fontFamily: "'Inter Variable', 'Inter', system-ui, -apple-system, 'Segoe UI', sans-serif",
  headings: { fontFamily: "'Inter Variable', 'Inter', system-ui, sans-serif", fontWeight: "700" },
  defaultRadius: "md",
  // requirements §9 dialog timings are shortened for people who ask for less motion.
  respectReducedMotion: true,
});

/** The theme over Mantine's defaults, as MantineProvider would merge it: what the components and the CSS variables are made from. */
export const mergedTheme: MantineTheme = mergeMantineTheme(DEFAULT_THEME, theme);
