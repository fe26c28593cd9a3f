export { default, meta } from "./myworld.profile.($tab).($detail)";
