/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Places_Board_On_HomeInputs */

const en_places_board_on_home = /** @type {(inputs: Places_Board_On_HomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Explore CB ${i?.number} on the Home Page`)
};

const es_places_board_on_home = /** @type {(inputs: Places_Board_On_HomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Explorar el DC ${i?.number} en la página de inicio`)
};

const fr_places_board_on_home = /** @type {(inputs: Places_Board_On_HomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Explorer le DC ${i?.number} sur la page d’accueil`)
};

/**
* | output |
* | --- |
* | "Explore CB {number} on the Home Page" |
*
* @param {Places_Board_On_HomeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_board_on_home = /** @type {((inputs: Places_Board_On_HomeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Board_On_HomeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_board_on_home(inputs)
	if (locale === "fr") return fr_places_board_on_home(inputs)
	return en_places_board_on_home(inputs)
});