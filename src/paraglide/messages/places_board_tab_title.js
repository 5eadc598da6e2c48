/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tab: NonNullable<unknown>, name: NonNullable<unknown> }} Places_Board_Tab_TitleInputs */

const en_places_board_tab_title = /** @type {(inputs: Places_Board_Tab_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tab} in ${i?.name}`)
};

const es_places_board_tab_title = /** @type {(inputs: Places_Board_Tab_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tab} en ${i?.name}`)
};

const fr_places_board_tab_title = /** @type {(inputs: Places_Board_Tab_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tab} à ${i?.name}`)
};

/**
* | output |
* | --- |
* | "{tab} in {name}" |
*
* @param {Places_Board_Tab_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_board_tab_title = /** @type {((inputs: Places_Board_Tab_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Board_Tab_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_board_tab_title(inputs)
	if (locale === "fr") return fr_places_board_tab_title(inputs)
	return en_places_board_tab_title(inputs)
});