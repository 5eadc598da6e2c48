/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cards_Form_Partnership_LevelInputs */

const en_cards_form_partnership_level = /** @type {(inputs: Cards_Form_Partnership_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a partnership level`)
};

const es_cards_form_partnership_level = /** @type {(inputs: Cards_Form_Partnership_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un nivel de asociación`)
};

const fr_cards_form_partnership_level = /** @type {(inputs: Cards_Form_Partnership_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir un niveau de partenariat`)
};

/**
* | output |
* | --- |
* | "Please choose a partnership level" |
*
* @param {Cards_Form_Partnership_LevelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_form_partnership_level = /** @type {((inputs?: Cards_Form_Partnership_LevelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Form_Partnership_LevelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_form_partnership_level(inputs)
	if (locale === "fr") return fr_cards_form_partnership_level(inputs)
	return en_cards_form_partnership_level(inputs)
});