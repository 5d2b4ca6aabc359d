// Pre-receiving (submissions-pricing §2): the pre-receiving page /comics/{id} (an order from the /comics
// listing), the comic form /invoice/comic/{id}/{tier}/{comicId|new} and the reholder form
// /reholder/{id}/{tier}/{comicId|new}. Claims: §6 "invoicing" for the add-comic screens (with the /comics
// menu's "comics" and "addcomic"), "comics" for the reholder screen.
import { lazyRouteComponent } from "@tanstack/react-router";
import { screen } from "../../../shell/app-routes";

const PRERECEIVE_CLAIMS = ["invoicing", "addcomic", "comics"];

export const prereceivingRoutes = [
  screen(
    "/comics/$id",
    lazyRouteComponent(() => import("./prereceive-page"), "PreReceivePage"),
    PRERECEIVE_CLAIMS,
  ),
  screen(
    "/invoice/comic/$id/$name/$comicId",
    lazyRouteComponent(() => import("./comic-form-page"), "ComicFormPage"),
    PRERECEIVE_CLAIMS,
  ),
  screen(
    "/reholder/$id/$name/$comicId",
    lazyRouteComponent(() => import("./reholder-form-page"), "ReholderFormPage"),
    ["comics"],
  ),
];
