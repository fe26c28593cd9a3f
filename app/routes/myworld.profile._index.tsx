export { default, loader } from "./myworld.profile.overview";
