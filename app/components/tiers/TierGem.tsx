import type { TierKey } from "#core/tiers";

/** Each tier's gem: its colours (light, main, dark) and cut, drawn for EnPlus World. */
const GEMS: Record<TierKey, { light: string; main: string; dark: string; cut: "ticket" | "round" | "emerald" | "brilliant" | "marquise" | "hexagon" }> = {
  passengers: { light: "#dfe7f2", main: "#9fb2cc", dark: "#5f7494", cut: "ticket" },
  bronze: { light: "#f0c9a0", main: "#c8834a", dark: "#8a5227", cut: "round" },
  silver: { light: "#f4f6f8", main: "#c3cbd4", dark: "#7d8894", cut: "round" },
  gold: { light: "#fbe8a6", main: "#e0b53a", dark: "#a47c0c", cut: "round" },
  platinum: { light: "#eef1f4", main: "#b9c3cc", dark: "#6f7d8a", cut: "hexagon" },
  diamond: { light: "#f2fbff", main: "#b9e4f7", dark: "#5fa8c9", cut: "brilliant" },
  emerald: { light: "#9fe3bf", main: "#2f9e68", dark: "#17623e", cut: "emerald" },
  taaffeite: { light: "#f1c6e4", main: "#c26aa6", dark: "#7d3568", cut: "marquise" },
  painite: { light: "#f3a99a", main: "#b8432f", dark: "#6f1f14", cut: "brilliant" },
};

function Cut({ cut, light, main, dark }: (typeof GEMS)[TierKey]) {
  switch (cut) {
    case "ticket": // Passengers: a boarding ticket rather than a stone
      return (
        <g>
          <path d="M10 20h44v8a4 4 0 0 0 0 8v8H10v-8a4 4 0 0 0 0-8z" fill={main} stroke={dark} strokeWidth="2" />
          <path d="M40 21v22" stroke={dark} strokeWidth="1.5" strokeDasharray="2 2.5" />
          <path d="M17 29h16M17 35h11" stroke={light} strokeWidth="2.5" strokeLinecap="round" />
        </g>
      );
    case "round":
      return (
        <g>
          <circle cx="32" cy="32" r="22" fill={main} stroke={dark} strokeWidth="2" />
          <circle cx="32" cy="32" r="12" fill={light} opacity="0.55" />
          <path d="M32 10v10M32 44v10M10 32h10M44 32h10M16.5 16.5l7 7M40.5 40.5l7 7M47.5 16.5l-7 7M23.5 40.5l-7 7" stroke={dark} strokeWidth="1.2" opacity="0.6" />
          <ellipse cx="25" cy="22" rx="5" ry="3" fill="#fff" opacity="0.6" transform="rotate(-35 25 22)" />
        </g>
      );
    case "hexagon":
      return (
        <g>
          <path d="M32 9l20 11.5v23L32 55 12 43.5v-23z" fill={main} stroke={dark} strokeWidth="2" />
          <path d="M32 20l10 6v12l-10 6-10-6V26z" fill={light} opacity="0.8" />
          <path d="M32 9v11M52 20.5l-10 5.5M52 43.5l-10-5.5M32 55V44M12 43.5l10-5.5M12 20.5l10 5.5" stroke={dark} strokeWidth="1.2" />
        </g>
      );
    case "brilliant":
      return (
        <g>
          <path d="M18 14h28l10 13-24 28L8 27z" fill={main} stroke={dark} strokeWidth="2" strokeLinejoin="round" />
          <path d="M8 27h48M18 14l6 13 8-13 8 13 6-13M24 27l8 28 8-28" fill="none" stroke={dark} strokeWidth="1.2" strokeLinejoin="round" />
          <path d="M24 27l8-13 8 13z" fill={light} opacity="0.8" />
        </g>
      );
    case "emerald":
      return (
        <g>
          <path d="M20 10h24l10 10v24L44 54H20L10 44V20z" fill={main} stroke={dark} strokeWidth="2" />
          <path d="M24 18h16l6 6v16l-6 6H24l-6-6V24z" fill={light} opacity="0.55" stroke={dark} strokeWidth="1.2" />
          <path d="M20 10l4 8M44 10l-4 8M54 20l-8 4M54 44l-8-4M44 54l-4-8M20 54l4-8M10 44l8-4M10 20l8 4" stroke={dark} strokeWidth="1.2" />
        </g>
      );
    case "marquise":
      return (
        <g>
          <path d="M32 6C46 18 52 26 52 32S46 46 32 58C18 46 12 38 12 32S18 18 32 6z" fill={main} stroke={dark} strokeWidth="2" />
          <path d="M32 6v52M12 32h40M32 18l10 14-10 14-10-14z" fill="none" stroke={dark} strokeWidth="1.2" />
          <path d="M32 18l10 14H22z" fill={light} opacity="0.7" />
        </g>
      );
  }
}

/** The tier's gem as a decorative SVG (the tier's name is always written next to it). */
export function TierGem({ tier, size = 64 }: { tier: TierKey; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false" className="tier-gem">
      <Cut {...GEMS[tier]} />
    </svg>
  );
}
