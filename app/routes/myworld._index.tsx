export { default, meta, loader, action } from "./myworld.profile.($tab).($detail)";
