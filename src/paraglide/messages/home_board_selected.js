/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Board_SelectedInputs */

const en_home_board_selected = /** @type {(inputs: Home_Board_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selected: tap to show all`)
};

const es_home_board_selected = /** @type {(inputs: Home_Board_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seleccionado: toca para ver todos`)
};

const fr_home_board_selected = /** @type {(inputs: Home_Board_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sélectionné : touchez pour tout afficher`)
};

/**
* | output |
* | --- |
* | "Selected: tap to show all" |
*
* @param {Home_Board_SelectedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_board_selected = /** @type {((inputs?: Home_Board_SelectedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Board_SelectedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_board_selected(inputs)
	if (locale === "fr") return fr_home_board_selected(inputs)
	return en_home_board_selected(inputs)
});