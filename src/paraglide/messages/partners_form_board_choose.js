/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Form_Board_ChooseInputs */

const en_partners_form_board_choose = /** @type {(inputs: Partners_Form_Board_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select a community board`)
};

const es_partners_form_board_choose = /** @type {(inputs: Partners_Form_Board_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selecciona un distrito comunitario`)
};

const fr_partners_form_board_choose = /** @type {(inputs: Partners_Form_Board_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un district communautaire`)
};

/**
* | output |
* | --- |
* | "Select a community board" |
*
* @param {Partners_Form_Board_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_form_board_choose = /** @type {((inputs?: Partners_Form_Board_ChooseInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Form_Board_ChooseInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_form_board_choose(inputs)
	if (locale === "fr") return fr_partners_form_board_choose(inputs)
	return en_partners_form_board_choose(inputs)
});