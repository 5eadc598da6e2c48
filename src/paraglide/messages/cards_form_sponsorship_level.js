/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cards_Form_Sponsorship_LevelInputs */

const en_cards_form_sponsorship_level = /** @type {(inputs: Cards_Form_Sponsorship_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose one of the sponsorship levels`)
};

const es_cards_form_sponsorship_level = /** @type {(inputs: Cards_Form_Sponsorship_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige uno de los niveles de patrocinio`)
};

const fr_cards_form_sponsorship_level = /** @type {(inputs: Cards_Form_Sponsorship_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez l’un des niveaux de parrainage`)
};

/**
* | output |
* | --- |
* | "Please choose one of the sponsorship levels" |
*
* @param {Cards_Form_Sponsorship_LevelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_form_sponsorship_level = /** @type {((inputs?: Cards_Form_Sponsorship_LevelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Form_Sponsorship_LevelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_form_sponsorship_level(inputs)
	if (locale === "fr") return fr_cards_form_sponsorship_level(inputs)
	return en_cards_form_sponsorship_level(inputs)
});