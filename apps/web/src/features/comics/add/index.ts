export { AddComicPage } from "./add-comic-page";
