/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Board_ShowInputs */

const en_home_board_show = /** @type {(inputs: Home_Board_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show this board`)
};

const es_home_board_show = /** @type {(inputs: Home_Board_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar este distrito`)
};

const fr_home_board_show = /** @type {(inputs: Home_Board_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher ce district`)
};

/**
* | output |
* | --- |
* | "Show this board" |
*
* @param {Home_Board_ShowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_board_show = /** @type {((inputs?: Home_Board_ShowInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Board_ShowInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_board_show(inputs)
	if (locale === "fr") return fr_home_board_show(inputs)
	return en_home_board_show(inputs)
});