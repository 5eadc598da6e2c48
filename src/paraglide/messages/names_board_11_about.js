/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Names_Board_11_AboutInputs */

const en_names_board_11_about = /** @type {(inputs: Names_Board_11_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El Barrio, east of Fifth Avenue: Museum Mile's northern end, murals on every other block, La Marqueta, bomba and plena, and Italian and Puerto Rican kitchens side by side.`)
};

const es_names_board_11_about = /** @type {(inputs: Names_Board_11_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El Barrio, al este de la Quinta Avenida: el extremo norte de la Milla de los Museos, murales cada dos cuadras, La Marqueta, bomba y plena, y cocinas italianas y puertorriqueñas una al lado de la otra.`)
};

const fr_names_board_11_about = /** @type {(inputs: Names_Board_11_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El Barrio, à l’est de la Cinquième Avenue : le bout nord du Museum Mile, des fresques tous les deux pâtés de maisons, La Marqueta, la bomba et la plena, et des cuisines italiennes et portoricaines côte à côte.`)
};

/**
* | output |
* | --- |
* | "El Barrio, east of Fifth Avenue: Museum Mile's northern end, murals on every other block, La Marqueta, bomba and plena, and Italian and Puerto Rican kitchens..." |
*
* @param {Names_Board_11_AboutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const names_board_11_about = /** @type {((inputs?: Names_Board_11_AboutInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Names_Board_11_AboutInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_names_board_11_about(inputs)
	if (locale === "fr") return fr_names_board_11_about(inputs)
	return en_names_board_11_about(inputs)
});